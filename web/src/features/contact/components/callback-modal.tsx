import { Button, chakra, CloseButton, Dialog, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Portal } from '@/components/portal';
import { notify } from '@/lib/toaster';
import { useClearTimer } from '@/lib/use-clear-timer';
import { useTimedMessage } from '@/lib/use-timed-message';
import { FormField } from '@/components/form/form-field';
import { MessageField } from '@/components/form/message-field';
import { PhoneField } from '@/components/form/phone-field';
import { RequestCallbackMutation } from '../api/documents';
import { CALLBACK_MESSAGE_MAX, CALLBACK_MESSAGES, ERROR_DISPLAY_MS } from '../lib/messages';
import { callbackFormSchema, type CallbackFormValues } from '../lib/schemas';
import { FormAlert } from './form-alert';

const EMPTY: CallbackFormValues = { name: '', companyName: '', phoneNumber: '', message: '' };

/** Props of {@link CallbackModal}. */
export interface CallbackModalProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false when the dialog closes (outside click, close button, Escape, success). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The Request A Callback dialog (spec §2, §4 callback states, §5 rules, §8): Name, Company Name,
 * Phone Number (searchable country picker, Ireland by default) and Message with a 0/200 counter.
 * Every field is required after trimming ('This field is required'); the phone takes digits only.
 * A field's error clears when it is edited, all clear 3 s after a failed validation. On success a
 * toast shows the server's message, the form is cleared and the dialog closes; a failure shows the
 * server's message (or 'Something went wrong. Please try again.') above the form for 3 s.
 */
export function CallbackModal({ open, onOpenChange }: CallbackModalProps) {
  const failure = useTimedMessage(ERROR_DISPLAY_MS);
  const errorTimer = useClearTimer(ERROR_DISPLAY_MS);
  const [requestCallback, { loading }] = useMutation(RequestCallbackMutation);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<CallbackFormValues>({
    resolver: zodResolver(callbackFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  /** register() with "a field's error clears when it is edited". */
  const field = (name: 'name' | 'companyName' | 'message') => {
    const registered = register(name);
    return {
      ...registered,
      onChange: (e: { target: unknown; type?: unknown }) => {
        clearErrors(name);
        return registered.onChange(e);
      },
    };
  };

  const onValid = async (values: CallbackFormValues) => {
    errorTimer.cancel();
    failure.clear();
    try {
      const { data } = await requestCallback({
        variables: {
          input: {
            name: values.name.trim(),
            companyName: values.companyName.trim(),
            phoneNumber: values.phoneNumber.trim(),
            message: values.message.trim(),
          },
        },
      });
      const payload = data?.requestCallback;
      if (payload?.success) {
        notify('success', payload.message ?? '');
        reset(EMPTY);
        onOpenChange(false);
        return;
      }
      failure.show(
        payload?.userErrors[0]?.message || payload?.message || CALLBACK_MESSAGES.generic,
      );
    } catch (error) {
      failure.show((error instanceof Error && error.message) || CALLBACK_MESSAGES.generic);
    }
  };

  const onInvalid = () => errorTimer.schedule(() => clearErrors());

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      closeOnInteractOutside
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Request A Callback</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <chakra.form
                noValidate
                aria-label="Request A Callback"
                onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
              >
                <Stack gap="4">
                  <FormAlert message={failure.message} />
                  <FormField
                    label="Name"
                    error={errors.name?.message}
                    {...field('name')}
                    autoComplete="name"
                  />
                  <FormField
                    label="Company Name"
                    error={errors.companyName?.message}
                    {...field('companyName')}
                    autoComplete="organization"
                  />
                  <PhoneField
                    control={control}
                    name="phoneNumber"
                    onEdit={() => clearErrors('phoneNumber')}
                  />
                  <MessageField
                    {...field('message')}
                    error={errors.message?.message}
                    rows={4}
                    count={messageLength}
                    max={CALLBACK_MESSAGE_MAX}
                  />
                  <Button type="submit" colorPalette="brand" disabled={loading} w="full">
                    {loading ? 'Sending...' : 'Send Message'}
                  </Button>
                </Stack>
              </chakra.form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
