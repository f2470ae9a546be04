/** What the accounts module offers other modules; they import it from here, never its tables. */
export { normalizeEmail } from './accounts';
export { holdCustomer, nicknameOf } from './customers';
