export { WalletPage } from './WalletPage';
