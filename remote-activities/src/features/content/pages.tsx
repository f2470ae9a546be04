export { AgreementPage } from './AgreementPage';
export { HelpPage } from './HelpPage';
