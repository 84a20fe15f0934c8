import { Alert } from '@fuelcard/ui';

/** The page a role may not open: its title and the spec's refusal text (spec §6). */
export function ForbiddenNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <Alert variant="info" role="status">
        {text}
      </Alert>
    </section>
  );
}
