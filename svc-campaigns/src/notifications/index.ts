// What the other contexts of svc-campaigns may use of notifications: their only way in, besides events.
export { plannedEmail, preferencesView } from './domain/email-outbox';
export { type EmailPorts, emailToQueue } from './domain/email-use-case';
