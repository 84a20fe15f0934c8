import { useT } from '@fuelcard/i18n/react';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Home' }];
}

export default function Home() {
  const t = useT();
  return (
    <main id="main">
      <h1>{t('home.hero.heading')}</h1>
      <p>{t('home.hero.tagline')}</p>
    </main>
  );
}
