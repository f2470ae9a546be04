import { ResultCode } from '@topup/shared/errors';
import { saveProductForm } from '../../src/modules/form/formDefinitions';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, rubleOrder, topUp } from '../order/orderFixtures';
import { ELF_BYTES, OPERATOR_TOKEN, PNG_BYTES, TEST_FORM_FIELDS } from './formFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Ticket = { uploadId: string; url: string; headers: Record<string, string> };

const FORM = '/api/form/formInteraction';

describe.each(testBackends())('custom forms on $kind', (backend) => {
  const store = orderStoreForTests(backend, { OPERATOR_TOKEN, UPLOAD_LINK_TTL_SECONDS: '60' });
  let erin: Customer;
  let frank: Customer;

  beforeAll(async () => {
    await saveProductForm(store.database.db, store.catalogue.productId, { ru: 'Данные', en: 'Details' }, TEST_FORM_FIELDS);
    erin = await signedInCustomer(store, 'erin.forms@example.com');
    frank = await signedInCustomer(store, 'frank.forms@example.com');
    await topUp(store.database.db, erin.userId, 'RUB', 1_000_000);
  }, 120_000);

  /** A paid order of the product with the form (paid from the wallet, so it is in progress at once). */
  const paidOrder = async (customer: Customer = erin) => {
    const created = await customer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    expect(created.json()).toMatchObject({ code: 1 });
    store.clock.advance(11_000);
    const orderNo = created.json().data.orderNo as string;
    const paid = await customer.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} });
    expect(paid.json()).toMatchObject({ code: 1, data: { kind: 'done' } });
    return orderNo;
  };
  const tickets = async (customer: Customer, orderNo: string, files: { size: number; contentType?: string }[]) =>
    customer.post(`${FORM}/v2/getUploadInfo`, {
      orderNo,
      fieldKey: 'screenshot',
      files: files.map((file, index) => ({ fileName: `shot${index}.png`, contentType: file.contentType ?? 'image/png', size: file.size })),
    });
  const put = (ticket: Ticket, bytes: Buffer) => store.app.inject({ method: 'PUT', url: ticket.url, headers: ticket.headers, payload: bytes });
  const uploadedImage = async (orderNo: string, bytes = PNG_BYTES) => {
    const answer = await tickets(erin, orderNo, [{ size: bytes.length }]);
    expect(answer.json()).toMatchObject({ code: 1 });
    const [ticket] = answer.json().data as Ticket[];
    expect((await put(ticket!, bytes)).statusCode).toBe(200);
    return ticket!.uploadId;
  };
  const goodValues = (uploadId: string) => ({ nickname: 'Erin', level: 42, contact: 'chat', screenshot: [uploadId] });
  const submit = (orderNo: string, values: object, latestSubmissionId: string | null, confirmRepeat?: boolean) =>
    erin.post(`${FORM}/v2/submitForm`, { orderNo, values, latestSubmissionId, ...(confirmRepeat ? { confirmRepeat } : {}) });
  const review = (submissionId: string, decision: 'accept' | 'reject', note: string | null, token = OPERATOR_TOKEN) =>
    store.app.inject({ method: 'POST', url: '/ops/forms/review', headers: { authorization: `Bearer ${token}` }, payload: { submissionId, decision, note } });

  it('offers the form and the history of a paid order, and reads the form in the buyer’s language', async () => {
    const orderNo = await paidOrder();
    const buttons = await erin.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo });
    expect(buttons.json().data).toMatchObject({ form: true, history: true });
    const info = await erin.get(`${FORM}/v2/formInfo`, { orderNo, locale: 'en' });
    expect(info.json()).toMatchObject({
      code: 1,
      data: { orderNo, title: 'Details', fillable: true, orderClosed: false, latest: null },
    });
    expect(info.json().data.fields.map((field: { key: string; label: string }) => [field.key, field.label])).toEqual([
      ['nickname', 'Nickname'],
      ['level', 'Level'],
      ['contact', 'Contact'],
      ['screenshot', 'Screenshot'],
    ]);
  });

  it('takes an image uploaded straight to the store, a submission, its review, and writes the review to the history', async () => {
    const orderNo = await paidOrder();
    const uploadId = await uploadedImage(orderNo);
    const signed = await erin.post(`${FORM}/v2/bathSignImage`, { uploadIds: [uploadId] });
    expect(signed.json()).toMatchObject({ code: 1, data: [{ uploadId, state: 1, url: expect.stringMatching(/^\/object\/uploads\//) }] });
    const image = await store.app.inject({ method: 'GET', url: signed.json().data[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await erin.post(`${FORM}/v1/batchSignImage`, { uploadIds: [uploadId] })).json().data[0].state).toBe(1);

    const submitted = await submit(orderNo, goodValues(uploadId), null);
    expect(submitted.json()).toMatchObject({ code: 1, data: { outcome: 'submitted', submission: { status: 0, values: goodValues(uploadId) } } });
    const first = submitted.json().data.submission.submissionId as string;
    // Filled already; a submission made from a stale read is told to refresh.
    expect((await submit(orderNo, goodValues(uploadId), first)).json().code).toBe(ResultCode.FORM_ALREADY_FILLED);
    expect((await submit(orderNo, goodValues(uploadId), null)).json().code).toBe(ResultCode.FORM_ALREADY_SUBMITTED);

    // Cancelled to modify, then sent again and rejected by the store.
    const cancelled = await erin.post(`${FORM}/v2/cancelForm`, { orderNo, submissionId: first });
    expect(cancelled.json()).toMatchObject({ code: 1, data: { status: 3 } });
    expect((await erin.post(`${FORM}/v2/cancelForm`, { orderNo, submissionId: first })).json().code).toBe(ResultCode.FORM_ALREADY_SUBMITTED);
    expect((await erin.get(`${FORM}/v2/formInfo`, { orderNo })).json().data).toMatchObject({ fillable: true, latest: { status: 3 } });
    const second = (await submit(orderNo, goodValues(uploadId), first)).json().data.submission.submissionId as string;
    expect((await review(second, 'reject', null, 'not-the-operator-token-at-all')).statusCode).toBe(401);
    expect((await store.app.inject({ method: 'POST', url: '/ops/forms/review', headers: erin.headers, payload: {} })).statusCode).toBe(401);
    expect((await review(second, 'reject', 'The screenshot is not of the profile')).json()).toMatchObject({ code: 1, data: { status: 2 } });
    expect((await review(second, 'accept', null)).json().code).toBe(ResultCode.CANNOT_REPEAT);

    // The newest news first: this order's review before the other orders' payments.
    expect((await erin.get(`${FORM}/unreadFlg`)).json().data).toMatchObject({ unread: true, orderNos: expect.arrayContaining([orderNo]) });
    expect((await erin.get(`${FORM}/unreadFlg`)).json().data.orderNos[0]).toBe(orderNo);
    const messages = (await erin.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data as { kind: string; text: string | null; side: string }[];
    expect(messages.map((message) => [message.side, message.kind, message.text])).toEqual([
      ['store', 'paid', null],
      ['store', 'formRejected', 'The screenshot is not of the profile'],
    ]);
    expect((await erin.post(`${FORM}/read`, { orderNo })).json().data).toEqual({ marked: 2 });
    expect((await erin.get(`${FORM}/unreadFlg`)).json().data.orderNos).not.toContain(orderNo);

    // The same content as the rejected submission asks for confirmation first.
    const repeat = await submit(orderNo, goodValues(uploadId), second);
    expect(repeat.json()).toMatchObject({ code: 1, data: { outcome: 'confirmRepeat', rejected: { submissionId: second } } });
    const confirmed = await submit(orderNo, goodValues(uploadId), second, true);
    expect(confirmed.json()).toMatchObject({ code: 1, data: { outcome: 'submitted', submission: { status: 0 } } });
    const third = confirmed.json().data.submission.submissionId as string;
    expect((await review(third, 'accept', null)).json()).toMatchObject({ code: 1, data: { status: 1 } });

    const history = (await erin.get(`${FORM}/v2/getHistoryFormByOrderId`, { orderNo })).json().data as { submissionId: string; status: number }[];
    expect(history.map((row) => [row.submissionId, row.status])).toEqual([
      [third, 1],
      [second, 2],
      [first, 3],
    ]);
    expect((await erin.get(`${FORM}/v1/getHistoryFormByOrderId`, { orderNo })).json().data).toMatchObject({ submissionId: third, status: 1 });
  });

  it('keeps one standing submission however many are sent at once', async () => {
    const orderNo = await paidOrder();
    const uploadId = await uploadedImage(orderNo);
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(orderNo, goodValues(uploadId), null)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code !== 1).every((code) => code === ResultCode.FORM_ALREADY_SUBMITTED || code === ResultCode.FORM_ALREADY_FILLED)).toBe(true);
    expect((await erin.get(`${FORM}/v2/getHistoryFormByOrderId`, { orderNo })).json().data).toHaveLength(1);
  });

  it('refuses values that break their field’s rule with 5011', async () => {
    const orderNo = await paidOrder();
    const uploadId = await uploadedImage(orderNo);
    const good = goodValues(uploadId);
    for (const values of [
      { ...good, nickname: 'A much too long nickname' },
      { ...good, nickname: '' },
      { ...good, level: 101 },
      { ...good, level: 0 },
      { ...good, contact: 'pigeon' },
      { ...good, contact: '' },
      { ...good, screenshot: [] },
      { ...good, unknown: 'x' },
    ]) {
      expect((await submit(orderNo, values, null)).json()).toMatchObject({ code: ResultCode.FORM_CONTENT_UNREASONABLE, data: null });
    }
    expect((await erin.get(`${FORM}/v2/getHistoryFormByOrderId`, { orderNo })).json().data).toEqual([]);
  });

  it('refuses uploads too big, too many, and an executable renamed as an image', async () => {
    const orderNo = await paidOrder();
    expect((await tickets(erin, orderNo, [{ size: 1025 }])).json()).toMatchObject({ code: ResultCode.DATA_OVERFLOW, data: null });
    expect((await tickets(erin, orderNo, [{ size: 10 }, { size: 10 }, { size: 10 }])).json()).toMatchObject({ code: ResultCode.DATA_OVERFLOW });
    expect((await tickets(erin, orderNo, [{ size: 10, contentType: 'application/x-msdownload' }])).json().code).toBe(ResultCode.PARAMETER_ERROR);
    expect((await erin.post(`${FORM}/v2/getUploadInfo`, { orderNo, fieldKey: 'nickname', files: [{ fileName: 'a.png', contentType: 'image/png', size: 10 }] })).json().code).toBe(
      ResultCode.PARAMETER_ERROR,
    );

    // The link caps the bytes whatever size was declared.
    const [big] = (await tickets(erin, orderNo, [{ size: 100 }])).json().data as Ticket[];
    expect((await put(big!, Buffer.concat([PNG_BYTES, Buffer.alloc(1024)]))).statusCode).toBe(413);

    const renamed = await uploadedImage(orderNo, ELF_BYTES);
    expect((await erin.post(`${FORM}/v2/bathSignImage`, { uploadIds: [renamed] })).json()).toMatchObject({
      code: 1,
      data: [{ uploadId: renamed, state: 2, url: null, expireTime: null }],
    });
    expect((await submit(orderNo, goodValues(renamed), null)).json().code).toBe(ResultCode.FORM_CONTENT_UNREASONABLE);

    // Never uploaded: still waiting, and not usable in a submission.
    const [waiting] = (await tickets(erin, orderNo, [{ size: 100 }])).json().data as Ticket[];
    expect((await erin.post(`${FORM}/v2/bathSignImage`, { uploadIds: [waiting!.uploadId] })).json().data[0]).toMatchObject({ state: 0, url: null });
    expect((await submit(orderNo, goodValues(waiting!.uploadId), null)).json().code).toBe(ResultCode.FORM_CONTENT_UNREASONABLE);

    // Enough replacements are allowed (three links issued so far), an endless stream is not.
    for (let issued = 3; issued < 10; issued += 1) expect((await tickets(erin, orderNo, [{ size: 10 }])).json().code).toBe(1);
    expect((await tickets(erin, orderNo, [{ size: 10 }])).json().code).toBe(ResultCode.DATA_OVERFLOW);
  });

  it('refuses tampered and expired upload and read links', async () => {
    const orderNo = await paidOrder();
    const [ticket] = (await tickets(erin, orderNo, [{ size: PNG_BYTES.length }])).json().data as Ticket[];
    const tampered = { ...ticket!, url: ticket!.url.replace(/sig=([0-9a-f])/, (_all, digit: string) => `sig=${digit === '0' ? '1' : '0'}`) };
    expect((await put(tampered, PNG_BYTES)).statusCode).toBe(403);
    const bigger = { ...ticket!, url: ticket!.url.replace(/max=\d+/, 'max=99999999') };
    expect((await put(bigger, PNG_BYTES)).statusCode).toBe(403);
    const otherKey = { ...ticket!, url: ticket!.url.replace(/forms\/(\d+)\//, 'forms/9$1/') };
    expect((await put(otherKey, PNG_BYTES)).statusCode).toBe(403);
    expect((await put({ ...ticket!, headers: { 'Content-Type': 'image/jpeg' } }, PNG_BYTES)).statusCode).toBe(403);
    expect((await put(ticket!, PNG_BYTES)).statusCode).toBe(200);

    const [signed] = (await erin.post(`${FORM}/v2/bathSignImage`, { uploadIds: [ticket!.uploadId] })).json().data as { url: string }[];
    const tamperedRead = signed!.url.replace(/expires=(\d+)/, (_all, ms: string) => `expires=${Number(ms) + 1000}`);
    expect((await store.app.inject({ method: 'GET', url: tamperedRead })).statusCode).toBe(403);
    store.clock.advance(61_000);
    expect((await store.app.inject({ method: 'GET', url: signed!.url })).statusCode).toBe(403);
    const [late] = (await tickets(erin, orderNo, [{ size: PNG_BYTES.length }])).json().data as Ticket[];
    store.clock.advance(61_000);
    expect((await put(late!, PNG_BYTES)).statusCode).toBe(403);
  });

  it('answers 12 and reveals nothing of another customer’s order, form, upload or messages', async () => {
    const orderNo = await paidOrder();
    const uploadId = await uploadedImage(orderNo);
    const submitted = (await submit(orderNo, goodValues(uploadId), null)).json().data.submission.submissionId as string;
    await erin.post('/api/order/orderInfo/v1/reply', { orderNo, text: 'Erin’s secret' });
    const answers = [
      await frank.get(`${FORM}/v2/formInfo`, { orderNo }),
      await frank.post(`${FORM}/v2/submitForm`, { orderNo, values: goodValues(uploadId), latestSubmissionId: submitted }),
      await frank.post(`${FORM}/v2/cancelForm`, { orderNo, submissionId: submitted }),
      await frank.get(`${FORM}/v2/getHistoryFormByOrderId`, { orderNo }),
      await frank.get(`${FORM}/v1/getHistoryFormByOrderId`, { orderNo }),
      await frank.post(`${FORM}/v2/getUploadInfo`, { orderNo, fieldKey: 'screenshot', files: [{ fileName: 'a.png', contentType: 'image/png', size: 10 }] }),
      await frank.post(`${FORM}/v1/getUploadInfo`, { orderNo, fieldKey: 'screenshot', fileName: 'a.png', contentType: 'image/png', size: 10 }),
      await frank.post(`${FORM}/v2/bathSignImage`, { uploadIds: [uploadId] }),
      await frank.post(`${FORM}/v1/batchSignImage`, { uploadIds: [uploadId] }),
      await frank.post(`${FORM}/read`, { orderNo }),
      await frank.get('/api/order/orderInfo/v1/messages', { orderNo }),
      await frank.post('/api/order/orderInfo/v1/reply', { orderNo, text: 'Hello' }),
    ];
    for (const answer of answers) {
      expect(answer.json()).toEqual({ code: ResultCode.NO_DATA, data: null, message: expect.any(String) });
      expect(answer.body).not.toContain('Erin');
      expect(answer.body).not.toContain(uploadId);
    }
    expect((await frank.get(`${FORM}/unreadFlg`)).json().data).toEqual({ unread: false, orderNos: [] });
    // Erin's things are as she left them.
    expect((await erin.get(`${FORM}/v2/formInfo`, { orderNo })).json().data.latest).toMatchObject({ submissionId: submitted, status: 0 });
  });

  it('keeps closed orders from taking a form (5007) and has no form for a product without one', async () => {
    const created = await erin.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    const orderNo = created.json().data.orderNo as string;
    store.clock.advance(11_000);
    expect((await erin.get(`${FORM}/v2/formInfo`, { orderNo })).json().data).toMatchObject({ fillable: false, orderClosed: false });
    expect((await submit(orderNo, { nickname: 'Erin' }, null)).json().code).toBe(ResultCode.OPERATION_NOT_ALLOWED);
    expect((await erin.get('/api/order/orderInfo/closeOrder', { orderNo })).json()).toMatchObject({ code: 1 });
    expect((await erin.get(`${FORM}/v2/formInfo`, { orderNo })).json().data).toMatchObject({ fillable: false, orderClosed: true });
    expect((await submit(orderNo, { nickname: 'Erin' }, null)).json().code).toBe(ResultCode.FORM_ORDER_CLOSED);
    expect((await tickets(erin, orderNo, [{ size: 10 }])).json().code).toBe(ResultCode.FORM_ORDER_CLOSED);
    const messages = (await erin.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data as { kind: string }[];
    expect(messages.map((message) => message.kind)).toEqual(['closed']);
  });

  it('writes the store’s messages as the order moves on, once each, and takes the buyer’s replies', async () => {
    const orderNo = await paidOrder();
    store.clock.advance(60_000);
    await store.app.jobs.runDue();
    await store.app.jobs.runDue();
    const reply = await erin.post('/api/order/orderInfo/v1/reply', { orderNo, text: '  Thank you!  ' });
    expect(reply.json()).toMatchObject({ code: 1, data: { side: 'customer', kind: 'reply', text: 'Thank you!', read: true } });
    expect((await erin.post('/api/order/orderInfo/v1/reply', { orderNo, text: '   ' })).json().code).toBe(ResultCode.PARAMETER_ERROR);
    const messages = (await erin.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data as { side: string; kind: string; createTime: number }[];
    expect(messages.map((message) => [message.side, message.kind])).toEqual([
      ['store', 'paid'],
      ['store', 'delivered'],
      ['customer', 'reply'],
    ]);
    expect(messages.map((message) => message.createTime)).toEqual([...messages.map((message) => message.createTime)].sort((a, b) => a - b));
  });
});

describe.each(testBackends())('sandbox review of forms on $kind', (backend) => {
  const store = orderStoreForTests(backend, { FORM_AUTO_REVIEW: 'accept' });

  it('accepts a submission at once and tells the buyer', async () => {
    await saveProductForm(store.database.db, store.catalogue.productId, { ru: 'Данные', en: 'Details' }, [TEST_FORM_FIELDS[0]!]);
    const gina = await signedInCustomer(store, 'gina.forms@example.com');
    await topUp(store.database.db, gina.userId, 'RUB', 100_000);
    const created = await gina.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    const orderNo = created.json().data.orderNo as string;
    expect((await gina.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} })).json().code).toBe(1);
    const submitted = await gina.post(`${FORM}/v2/submitForm`, { orderNo, values: { nickname: 'Gina' }, latestSubmissionId: null });
    expect(submitted.json()).toMatchObject({ code: 1, data: { outcome: 'submitted', submission: { status: 1 } } });
    const messages = (await gina.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data as { kind: string }[];
    expect(messages.map((message) => message.kind)).toEqual(['paid', 'formAccepted']);
    // Without OPERATOR_TOKEN the review endpoint refuses everyone (app/operatorAuth.ts).
    expect((await store.app.inject({ method: 'POST', url: '/ops/forms/review', payload: {} })).statusCode).toBe(401);
  });
});
