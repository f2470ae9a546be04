export { InvitationPage } from './InvitationPage';
