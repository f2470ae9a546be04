export { CustomFormPage } from './CustomFormPage';
