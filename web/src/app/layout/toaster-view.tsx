import { Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { Portal } from '@/components/portal';
import { toaster } from '@/lib/toaster';

/**
 * The toast area of the page frame (spec §2), rendering the shared `toaster` store: zag's toast
 * machines and Chakra's toast parts, loaded by {@link AppToaster} with the first toast.
 */
export default function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: '320px' }} borderRadius="card">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
