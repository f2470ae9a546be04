export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ForgetPage } from './ForgetPage';
export { ResetPasswordPage } from './ResetPasswordPage';
