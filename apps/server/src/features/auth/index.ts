// The auth feature's public surface: what other server features import from it.
export {
  assertCurrentPassword,
  cancelEmailChangeInTx,
  emailTakenByOther,
  issueEmailChangeInTx,
} from './email-change.service';
export { presentSessionUser } from './auth.presenter';
export { queueEmailChangeEmails } from './auth.emails';
