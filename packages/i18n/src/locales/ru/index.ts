import { about } from './about';
import { application } from './application';
import { admin } from './admin';
import { clients } from './clients';
import { common } from './common';
import { contacts } from './contacts';
import { cookies } from './cookies';
import { detailedNewsMain } from './detailed-news-main';
import { equipment } from './equipment';
import { errors } from './errors';
import { footer } from './footer';
import { header } from './header';
import { home } from './home';
import { legal } from './legal';
import { nav } from './nav';
import { news } from './news';
import { offices } from './offices';
import { partners } from './partners';
import { placeholder } from './placeholder';
import { search } from './search';

/** The Russian catalogue: the reference shape every other language follows. */
export const ru = {
  common,
  header,
  nav,
  footer,
  offices,
  home,
  about,
  news,
  detailedNewsMain,
  contacts,
  application,
  cookies,
  legal,
  clients,
  partners,
  equipment,
  errors,
  search,
  placeholder,
  admin,
};
