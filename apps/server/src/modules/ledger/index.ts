/** The ledger module's surface: what other modules and the app use of it; they import nothing else of it. */
export { creditsJsonOf, ledgerBalancesOf, ledgerColumnsOf, prepaymentsJsonOf, USD_RATE } from './ledger-reads.ts';
export { ledgerPersonalData } from './personal-data.ts';
export {
  createPrepayment,
  findPrepaymentForUser,
  fundPrepayment,
  getLedgerBalances,
  grantCredit,
  spendCredits,
  spendPrepayment,
  spendVoucher,
  type TCurrencyRow,
  verifyVoucher,
} from './service.ts';
