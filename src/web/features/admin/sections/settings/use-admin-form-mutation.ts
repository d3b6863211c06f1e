import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@web/lib/api-client';
import { fieldErrorFromMessage, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';

interface Options<F extends string> {
  path: string;
  fields: readonly F[];
  successTitle: string;
  failureTitle: string;
  failureFallback: string;
  onSuccess: () => void;
}

/** A POST form whose server validation errors land next to the field they name, and whose outcome is toasted. */
export function useAdminFormMutation<F extends string>({ path, fields, successTitle, failureTitle, failureFallback, onSuccess }: Options<F>) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const mutation = useMutation({
    mutationFn: (body: Record<string, string>) => adminApi.request<{ message?: string } | null>('POST', path, body),
    onSuccess: (data) => {
      setErrors({});
      toast({ title: successTitle, description: data?.message });
      onSuccess();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const message = serverMessage(error);
      const fieldError = fieldErrorFromMessage(message, fields);
      setErrors(fieldError ? ({ [fieldError.field]: fieldError.message } as Partial<Record<F, string>>) : {});
      toast({ title: failureTitle, description: message ?? failureFallback, variant: 'destructive' });
    },
  });
  return { mutation, errors, setErrors };
}
