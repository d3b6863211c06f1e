import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from './is-unauthorized';

/** The toast of a failed admin change: its title with the server's words. A 401 stays quiet (see isUnauthorized). */
export const failureToast = (title: string) => (error: unknown) => {
  if (!isUnauthorized(error)) toast({ title, description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
};
