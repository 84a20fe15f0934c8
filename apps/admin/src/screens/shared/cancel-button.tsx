import { Button, type ButtonProps } from '@fuelcard/ui';

/**
 * The console's one «Отмена» (review s47c, finding 6c): a ghost button — text in the body colour,
 * a tint under the pointer, no border — in every dialog, sheet, confirmation and the page
 * editor's footer, so that it never competes with the action beside it. Its size is the footer's
 * md (40 px; a 44 px target below 768 px).
 */
export function CancelButton({ className, ...rest }: Omit<ButtonProps, 'variant'>) {
  return (
    <Button
      {...rest}
      variant="ghost"
      className={className ? `cancel-button ${className}` : 'cancel-button'}
    />
  );
}
