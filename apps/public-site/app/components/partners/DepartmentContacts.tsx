import { DEFAULT_OFFICE_ID } from '@fuelcard/offices';
import type { DepartmentExtra } from '../../lib/department-view';
import { useT } from '../../i18n/i18n-context';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './department.module.css';

const base = 'partners.forBankInformation.department';

/**
 * The contact block of the selected department (the office chosen in the header; id 1 until
 * another is chosen): name, street address with the office number, phone, the e-mails for organisations and for client
 * inquiries, and its picture.
 */
export function DepartmentContacts({ departments }: { departments: readonly DepartmentExtra[] }) {
  const t = useT();
  const { office } = useSelectedOffice();
  const extra =
    departments.find((item) => item.id === office.id) ??
    departments.find((item) => item.id === DEFAULT_OFFICE_ID);
  const [phone] = office.phones;
  const [organisations, clientInquiries] = office.emails;
  return (
    <section
      className={styles.department}
      aria-labelledby="department-title"
      data-department={office.id}
    >
      <div>
        <h2 id="department-title" className={styles.title}>
          {t(`${base}.title`)}
        </h2>
        <p className={styles.name}>{office.name}</p>
        <dl className={styles.details}>
          {extra && (
            <div>
              <dt>{t(`${base}.address`)}</dt>
              <dd>{extra.address}</dd>
            </div>
          )}
          {phone && (
            <div>
              <dt>{t(`${base}.phone`)}</dt>
              <dd>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('footer.email.organisations')}</dt>
            <dd>
              <a href={`mailto:${organisations}`}>{organisations}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.email.clientInquiries')}</dt>
            <dd>
              <a href={`mailto:${clientInquiries}`}>{clientInquiries}</a>
            </dd>
          </div>
        </dl>
      </div>
      {extra && (
        <img
          src={extra.image}
          alt={t(`${base}.imageAlt`, { name: office.name })}
          width={320}
          height={200}
          loading="lazy"
          className={styles.image}
        />
      )}
    </section>
  );
}
