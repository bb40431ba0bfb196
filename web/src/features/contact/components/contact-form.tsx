import { Button, chakra, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notify } from '@/lib/toaster';
import { useClearTimer } from '@/lib/use-clear-timer';
import { useTimedMessage } from '@/lib/use-timed-message';
import { FileAttach } from '@/components/form/file-attach';
import { FormField } from '@/components/form/form-field';
import { MessageField } from '@/components/form/message-field';
import { PhoneField } from '@/components/form/phone-field';
import { NAME_CHARACTERS } from '@/lib/validation/names';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  EMAIL_CHECK_AFTER,
  EMAIL_PATTERN,
  ERROR_DISPLAY_MS,
} from '../lib/messages';
import { contactFormSchema, type ContactFormValues } from '../lib/schemas';
import { FormAlert } from './form-alert';

const EMPTY: ContactFormValues = { fullName: '', email: '', phoneNumber: '', message: '' };

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Sends the form; the bff's sendContactMessage over GraphQL by default (tests may pass another). */
  send?: typeof sendContactMessage;
}

/**
 * The Contact Us form (spec §2 Contact section, §4 contact states, §5 rules, §8 messages): full
 * name (a keystroke that adds anything but letters and spaces is refused), e-mail (checked once
 * longer than 5 characters), phone with a country selector defaulting to Ireland, a message with an
 * n/250 counter and an optional file. Required-field errors clear after 3 s; 'Sending...' while
 * busy; on success the form and the file are cleared and a success toast shows; failures show the
 * server's message (or 'Something went wrong. Please try again.') for 3 s.
 */
export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const failure = useTimedMessage(ERROR_DISPLAY_MS);
  const errorTimer = useClearTimer(ERROR_DISPLAY_MS);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const onValid = async (values: ContactFormValues) => {
    errorTimer.cancel();
    failure.clear();
    setBusy(true);
    const trimmed = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      message: values.message.trim(),
    };
    try {
      const result = await send(trimmed, file);
      if (result.ok) {
        reset(EMPTY);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        notify('success', result.message);
      } else {
        failure.show(result.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const onInvalid = () => errorTimer.schedule(() => clearErrors());

  const messageField = register('message');

  return (
    <chakra.form
      noValidate
      aria-label="Contact Us"
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Controller
            control={control}
            name="fullName"
            render={({ field }) => (
              <FormField
                label="Full Name"
                error={errors.fullName?.message}
                control={
                  <Input
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    autoComplete="name"
                    onChange={(e) => {
                      const next = e.target.value;
                      if (!NAME_CHARACTERS.test(next)) {
                        setError('fullName', {
                          type: 'letters',
                          message: CONTACT_MESSAGES.fullNameLetters,
                        });
                        errorTimer.schedule(() => clearErrors('fullName'));
                        return;
                      }
                      field.onChange(next);
                      clearErrors('fullName');
                    }}
                  />
                }
              />
            )}
          />
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <FormField
                label="Email"
                error={errors.email?.message}
                control={
                  <Input
                    type="email"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    autoComplete="email"
                    onChange={(e) => {
                      const next = e.target.value;
                      field.onChange(next);
                      if (next.length > EMAIL_CHECK_AFTER && !EMAIL_PATTERN.test(next.trim())) {
                        setError('email', {
                          type: 'pattern',
                          message: CONTACT_MESSAGES.invalidEmail,
                        });
                      } else {
                        clearErrors('email');
                      }
                    }}
                  />
                }
              />
            )}
          />
        </SimpleGrid>
        <PhoneField control={control} name="phoneNumber" />
        <MessageField
          {...messageField}
          error={errors.message?.message}
          rows={5}
          count={messageLength}
          max={CONTACT_MESSAGE_MAX}
        />
        <Field.Root>
          <Field.Label>
            Attachment
            <Text as="span" color="fg.subtle" fontWeight="400" ms="1">
              (optional)
            </Text>
          </Field.Label>
          <FileAttach
            inputRef={fileInput}
            name="file"
            inputLabel="Attachment (optional)"
            fileName={file?.name ?? null}
            onChoose={setFile}
            onRemove={() => {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        </Field.Root>
        <FormAlert message={failure.message} />
        <Button type="submit" colorPalette="brand" disabled={busy} alignSelf="start" px="8">
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
