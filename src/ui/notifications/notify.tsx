/**
 * The global notification stack (spec 000 §2 "Notifications", §9): each notification has an icon, a title
 * ("Exito!", "Error!", "Mensaje!"), a message and a close button, and disappears after 5000 ms unless told
 * otherwise. `NotificationsHost` (mounted once by the app) places them; these helpers are what every screen
 * calls.
 */
import { notifications, notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { notificationTitle } from '../../i18n/platform';
import { IconCheck, IconInfo, IconX } from '../icons/icons';

/** Spec 000 §3 "Notification: type (SUCCESS, ERROR, DEFAULT)". */
export type NotificationType = 'success' | 'error' | 'default';

/** Spec 000 §9: default display time. */
export const NOTIFICATION_TIME_MS = 5000;

export interface NotifyOptions {
  type?: NotificationType;
  /** Overrides the type's title. */
  title?: string;
  /** Display time in ms; `false` keeps it until closed. */
  time?: number | false;
  /** Reuses an id: a notification with the same id is replaced instead of stacked. */
  id?: string;
}

const appearance: Record<NotificationType, { title: string; color: string; icon: ReactNode }> = {
  success: { title: notificationTitle.success, color: 'canguro', icon: <IconCheck size={18} /> },
  error: { title: notificationTitle.error, color: 'red', icon: <IconX size={18} /> },
  default: { title: notificationTitle.default, color: 'blue', icon: <IconInfo size={18} /> },
};

/** Shows a notification and returns its id. */
export function notify(message: ReactNode, options: NotifyOptions = {}): string {
  const type = options.type ?? 'default';
  const look = appearance[type];
  const show = {
    id: options.id,
    title: options.title ?? look.title,
    message,
    color: look.color,
    icon: look.icon,
    withCloseButton: true,
    autoClose: options.time ?? NOTIFICATION_TIME_MS,
    'data-type': type,
    role: type === 'error' ? 'alert' : 'status',
  };
  const { notifications: shown, queue } = notificationsStore.getState();
  if (options.id && [...shown, ...queue].some((item) => item.id === options.id)) {
    return notifications.update(show) ?? options.id;
  }
  return notifications.show(show);
}

export const notifySuccess = (message: ReactNode, options: Omit<NotifyOptions, 'type'> = {}) =>
  notify(message, { ...options, type: 'success' });

export const notifyError = (message: ReactNode, options: Omit<NotifyOptions, 'type'> = {}) =>
  notify(message, { ...options, type: 'error' });

/** The message of anything thrown, for an error notification. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/** Closes a notification shown by `notify` (an action inside it was taken). */
export const closeNotification = (id: string): void => {
  notifications.hide(id);
};

/**
 * The id of a document's saved message: a refusal of that save closes it (a refused save is an error,
 * never a success left on screen).
 */
export const savedNoticeId = (draftKey: string): string => `saved:${draftKey}`;
