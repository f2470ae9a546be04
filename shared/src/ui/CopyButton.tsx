import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';
import { copyText } from './copyText';
import { showToast } from '@topup/shared/notifications';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What goes to the clipboard. */
  text: string;
  /** Toast after a successful copy; default "Copied". */
  copiedMessage?: string;
}

/** A button that copies a text and says so in a toast (or says how to copy by hand). */
export function CopyButton({ text, copiedMessage, children, ...rest }: CopyButtonProps) {
  const { t } = useTranslation();
  async function copy() {
    const copied = await copyText(text);
    showToast(copied ? { type: 'success', message: copiedMessage ?? t('ui.copied') } : { type: 'error', message: t('ui.copyFailed') });
  }
  return (
    <Button variant="secondary" {...rest} onClick={() => void copy()}>
      {children}
    </Button>
  );
}
