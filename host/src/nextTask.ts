/**
 * Resolves in a task of its own, after what the browser has queued (input, paint, other scripts):
 * the shell's start-up awaits it between its steps so that no step runs in one long task with the
 * next. A long task blocks input and counts in full in the page's blocking time; several short ones
 * do not. A message, not a timer: a page opened in a background tab would wait a second or more for
 * each timer, and a message is not held back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
