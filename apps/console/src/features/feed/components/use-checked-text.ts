import { useState } from 'react';

/**
 * A text field checked on submit, then on every change (react-hook-form's mode 'onSubmit' with reValidateMode
 * 'onChange'): nothing is shown while the user first types; after a submit the message follows the text, so it
 * goes as soon as the text becomes valid. `check` answers what is wrong, or null.
 */
export function useCheckedText(initial: string, check: (text: string) => string | null) {
  const [text, setText] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? check(text) : null;
  return {
    text,
    setText,
    error,
    /** Marks the form submitted and answers whether the text passes. */
    submit: (): boolean => {
      setSubmitted(true);
      return check(text) === null;
    },
    /** Back to the initial text, unsubmitted. */
    reset: (to: string = initial) => {
      setText(to);
      setSubmitted(false);
    },
  };
}
