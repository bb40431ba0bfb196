import { graphql } from '@/__generated__';

/** Sends the Contact Us form with an optional file (spec §2 Contact section, §7 contact-us). */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!, $file: Upload) {
    sendContactMessage(input: $input, file: $file) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Sends a Request A Callback form (spec §2 Request A Callback, §7 request-call). */
export const RequestCallbackMutation = graphql(`
  mutation RequestCallback($input: CallbackRequestInput!) {
    requestCallback(input: $input) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
