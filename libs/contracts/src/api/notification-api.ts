import { EmailPreferences, EmailPreferencesChange, UnsubscribeQuery } from '../email-preferences';
import { NotificationList, NotificationListQuery, NotificationsMarked } from '../notifications';
import { apiRoute } from './api-route';

/** The caller's notifications and email preferences, and the one-click unsubscribe (svc-campaigns). */
export const NOTIFICATION_API = {
  list: apiRoute({
    method: 'get',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    tag: 'Notifications',
    service: 'svc-campaigns',
    query: NotificationListQuery,
    success: { status: 200, schema: NotificationList },
  }),
  readAll: apiRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: "Mark all the caller's notifications read",
    tag: 'Notifications',
    service: 'svc-campaigns',
    success: { status: 200, schema: NotificationsMarked },
  }),
  read: apiRoute({
    method: 'post',
    path: '/api/notifications/{id}/read',
    summary: 'Mark one notification read',
    tag: 'Notifications',
    service: 'svc-campaigns',
    success: { status: 200, schema: NotificationsMarked },
  }),
  preferences: apiRoute({
    method: 'get',
    path: '/api/notifications/preferences',
    summary: "The caller's email preferences: the emails' language and which kinds are emailed",
    tag: 'Notifications',
    service: 'svc-campaigns',
    success: { status: 200, schema: EmailPreferences },
  }),
  changePreferences: apiRoute({
    method: 'put',
    path: '/api/notifications/preferences',
    summary: 'Change the email language or switch kinds of email on or off',
    tag: 'Notifications',
    service: 'svc-campaigns',
    body: EmailPreferencesChange,
    success: { status: 200, schema: EmailPreferences },
  }),
  unsubscribe: apiRoute({
    method: 'get',
    path: '/api/notifications/unsubscribe',
    summary: "One-click unsubscribe: the signed link in an email switches that email's kind off",
    tag: 'Notifications',
    service: 'svc-campaigns',
    access: 'public',
    query: UnsubscribeQuery,
    success: { status: 200, contentType: 'text/html' },
  }),
};
