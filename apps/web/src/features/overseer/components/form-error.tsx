/** A refusal that belongs to no single field, over the form's buttons. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-alert">
      {message}
    </p>
  );
}
