import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { Ref } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/** Props of {@link PasswordInput}: a Chakra input's props plus a ref. */
export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle whose aria-label says what it does ('Show password' /
 * 'Hide password') (spec §2 sign-in, sign-up, reset and update password).
 */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
