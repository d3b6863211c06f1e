import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@web/lib/api-client';
import { fieldError as fieldErrorOf, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import type { EndpointInput } from '@contract/endpoint';
import type { createAdmin } from '@contract/endpoints/admin-auth';

interface Options<F extends string> {
  endpoint: typeof createAdmin;
  fields: readonly F[];
  successTitle: string;
  failureTitle: string;
  failureFallback: string;
  onSuccess: () => void;
}

/** A POST form whose server validation errors land next to the field they name, and whose outcome is toasted. */
export function useAdminFormMutation<F extends string>({ endpoint, fields, successTitle, failureTitle, failureFallback, onSuccess }: Options<F>) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const mutation = useMutation({
    mutationFn: (body: Record<string, string>) => adminApi.call(endpoint, { body: body as EndpointInput<typeof createAdmin>['body'] }),
    onSuccess: (data) => {
      setErrors({});
      toast({ title: successTitle, description: data?.message });
      onSuccess();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const message = serverMessage(error);
      const fieldError = fieldErrorOf(error, fields);
      setErrors(fieldError ? ({ [fieldError.field]: fieldError.message } as Partial<Record<F, string>>) : {});
      toast({ title: failureTitle, description: message ?? failureFallback, variant: 'destructive' });
    },
  });
  return { mutation, errors, setErrors };
}
