import { type CallRequest } from '@topup/shared/contract';
import { bathSignImageCall, cancelFormCall, orderReplyCall, readCall, submitFormCall, uploadInfoCall, type UploadContentType, type UploadTicket } from '@topup/shared/contract/form';
import { request } from '@topup/shared/http';
import { ResultCode } from '@topup/shared/errors';

/** The form and history pages' calls: the components ask these, never the HTTP client. */

/** Refusals the form page words itself (a refresh, a note under the form), not as a toast. */
export const FORM_QUIET_CODES = [
  ResultCode.FORM_ORDER_CLOSED,
  ResultCode.FORM_ALREADY_SUBMITTED,
  ResultCode.FORM_ALREADY_FILLED,
  ResultCode.NO_DATA,
] as const;

export function submitOrderForm(payload: CallRequest<typeof submitFormCall>) {
  return request(submitFormCall, payload, { quietCodes: FORM_QUIET_CODES });
}

export function cancelOrderForm(orderNo: string, submissionId: string) {
  return request(cancelFormCall, { orderNo, submissionId }, { quietCodes: FORM_QUIET_CODES });
}

export async function uploadTicket(orderNo: string, fieldKey: string, file: File): Promise<UploadTicket> {
  const [ticket] = await request(uploadInfoCall, {
    orderNo,
    fieldKey,
    files: [{ fileName: file.name.slice(-200) || 'image', contentType: file.type as UploadContentType, size: file.size }],
  });
  if (!ticket) throw new Error('No upload link');
  return ticket;
}

/**
 * PUTs the bytes straight to the object store with the signed link, reporting progress (0 to 100).
 * XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function putImage(ticket: UploadTicket, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
}

/** Has the store check the uploaded images and sign links to show them. */
export function signImages(uploadIds: string[]) {
  return request(bathSignImageCall, { uploadIds });
}

export function replyToStore(orderNo: string, text: string) {
  return request(orderReplyCall, { orderNo, text });
}

/** Marks the store's messages of the order read; a failure only leaves them unread. */
export function markMessagesRead(orderNo: string) {
  return request(readCall, { orderNo }, { quiet: true });
}
