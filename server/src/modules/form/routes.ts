import type { FastifyInstance } from 'fastify';
import { type OrderNo } from '@topup/shared/contract';
import { batchSignImageCall, bathSignImageCall, cancelFormCall, formInfoCall, historyFormCall, historyFormV1Call, orderMessagesCall, orderReplyCall, readCall, submitFormCall, unreadFlgCall, uploadInfoCall, uploadInfoV1Call } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import { createObjectStore } from '../../objectStore/createObjectStore';
import type { ModuleDeps } from '../moduleDeps';
import { customerOrder } from './customerOrder';
import { formButtons } from './formButtons';
import { cancelForm, formHistory, formInfo, orderForm, submitForm, takesNoForm, type FormDeps } from './formSubmissions';
import { issueUploads, signImages } from './formUploads';
import { markRead, messagesOf, recordOrderState, unreadOrderNos, writeReply } from './orderMessages';

/** The custom forms of orders, their image uploads and the orders' communication records (docs/forms.md). */
export async function formRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  const forms: FormDeps = {
    db,
    store: createObjectStore(deps.forms, deps.now),
    now: deps.now,
    linkTtlSeconds: deps.forms.linkTtlSeconds,
    autoReview: deps.forms.autoReview,
  };
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;
  // The order module tells of each state an order enters and asks for the form and history buttons.
  const orderExtensions = app.orderLifecycle.extensions;
  orderExtensions.onStateChanged(recordOrderState);
  orderExtensions.addButtons(formButtons);

  registerCall(app, formInfoCall, ({ orderNo, locale }, { request }) => formInfo(db, userOf(request), orderNo, locale));
  registerCall(app, submitFormCall, (payload, { request }) => submitForm(forms, userOf(request), payload));
  registerCall(app, cancelFormCall, ({ orderNo, submissionId }, { request }) => cancelForm(forms, userOf(request), orderNo, submissionId));
  registerCall(app, historyFormCall, ({ orderNo }, { request }) => formHistory(db, userOf(request), orderNo));
  registerCall(app, historyFormV1Call, async ({ orderNo }, { request }) => (await formHistory(db, userOf(request), orderNo))[0] ?? null);

  const uploads = async (userId: bigint, orderNo: OrderNo, fieldKey: string, files: { size: number; contentType: string }[]) => {
    const { order, form } = await orderForm(db, userId, orderNo);
    if (takesNoForm(order.status)) throw new ApiError(ResultCode.FORM_ORDER_CLOSED, 'The order is closed');
    const field = form.fields.find((candidate) => candidate.key === fieldKey);
    if (field?.type !== 'image') throw new ApiError(ResultCode.PARAMETER_ERROR, 'Not an image field of this form');
    return issueUploads(forms, order, field, files);
  };
  registerCall(app, uploadInfoCall, ({ orderNo, fieldKey, files }, { request }) => uploads(userOf(request), orderNo, fieldKey, files));
  registerCall(app, uploadInfoV1Call, async ({ orderNo, fieldKey, ...file }, { request }) => {
    const [ticket] = await uploads(userOf(request), orderNo, fieldKey, [file]);
    return ticket!;
  });
  registerCall(app, bathSignImageCall, ({ uploadIds }, { request }) => signImages(forms, userOf(request), uploadIds));
  registerCall(app, batchSignImageCall, ({ uploadIds }, { request }) => signImages(forms, userOf(request), uploadIds));

  registerCall(app, unreadFlgCall, async (_payload, { request }) => {
    const orderNos = await unreadOrderNos(db, userOf(request));
    return { unread: orderNos.length > 0, orderNos };
  });
  registerCall(app, readCall, async ({ orderNo }, { request }) => {
    const order = await customerOrder(db, userOf(request), orderNo);
    return { marked: await markRead(db, order.id, deps.now()) };
  });
  registerCall(app, orderMessagesCall, async ({ orderNo }, { request }) => messagesOf(db, (await customerOrder(db, userOf(request), orderNo)).id));
  registerCall(app, orderReplyCall, async ({ orderNo, text }, { request }) => writeReply(db, await customerOrder(db, userOf(request), orderNo), text, deps.now()));
}
