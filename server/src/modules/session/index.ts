/** What the session module offers: every token issue feeds the sign-in history (the accounts' token routes call it). */
export { recordTokenIssue } from './signIns';
