/** What other modules may use of the forms module: the store's messages on an order. */
export { writeStoreMessage } from './orderMessages';
