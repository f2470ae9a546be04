/** What the wallet offers other modules; they import it from here, never its ledger's tables. */
export { balanceOf, credit, debit } from './ledger';
