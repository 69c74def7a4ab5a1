/**
 * Toasts of spec §8: error messages as error notifications, success messages as info, newest on
 * top. The notification API comes from Ant Design's <App>, bridged here so plain modules can use it.
 */
import type { NotificationInstance } from 'antd/es/notification/interface';

let api: NotificationInstance | null = null;
export const bindToasts = (instance: NotificationInstance): void => {
  api = instance;
};

export function toastError(message: string, title?: string): void {
  if (!message) return;
  api?.error({ title: title ?? message, description: title ? message : undefined, placement: 'topRight', duration: 5 });
}

export function toastInfo(message: string, title?: string): void {
  if (!message) return;
  api?.info({ title: title ?? message, description: title ? message : undefined, placement: 'topRight', duration: 3 });
}
