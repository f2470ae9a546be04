export { MemberCenterPage } from './MemberCenterPage';
