export { InvitationLandingPage } from './InvitationLandingPage';
