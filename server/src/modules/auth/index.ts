/** What the accounts module offers other modules; they import it from here, never its tables. */
export { normalizeEmail } from './accounts';
export { webClientOf } from './webClient';
export { emailOf, holdCustomer, nicknameOf } from './customers';
export { liveFamilies, ownsFamily } from './sessionFamilies';
export { inviteCodeOf, inviteeIdsOf, inviteesJoined, inviteesPage, inviterOf, nicknamesOf, type InvitedCustomer } from './invitedCustomers';
