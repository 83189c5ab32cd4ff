import { CircleAlert } from 'lucide-react';

/** A field's message, next to it; the field points at it with aria-describedby. Announced as it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error" role="alert" hidden={!message}>
      {message ? (
        <>
          <CircleAlert aria-hidden="true" size={16} />
          {message}
        </>
      ) : null}
    </p>
  );
}
