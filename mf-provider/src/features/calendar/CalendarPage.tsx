import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';
import type { CalendarItem } from '@boatcare/shared-domain/schemas/nearby';
import {
  Button,
  PageHeader,
  QueryState,
  SelectField,
  useLinks,
  useMoney,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import {
  dayTitle,
  monthGrid,
  monthTitle,
  shiftMonth,
  weekdayHeads,
  yearOptions,
} from './month-grid.ts';
import styles from './CalendarPage.module.css';

/** /supplier/calendar: the provider's orders by start day; a day list on a phone. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const [{ year, month }, setShown] = useState({
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
  });
  const calendar = useEndpoint(
    jobs.calendar,
    { query: { year, month } },
    { select: (answer) => answer.data, meta: { errorKey: 'supplierCalendar.loadFailed' } },
  );
  const locale = LOCALE_BY_LANGUAGE[i18n.language] ?? 'en-GB';
  usePageMeta(t('supplierCalendar.metaTitle'), t('supplierCalendar.metaDescription'));
  const monthNames = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) =>
        new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, index, 1)),
        ),
      ),
    [locale],
  );

  return (
    <>
      <PageHeader title={t('supplierCalendar.title')} subtitle={t('supplierCalendar.subtitle')} />
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('supplierCalendar.previous')}
          onClick={() => setShown(shiftMonth(year, month, -1))}
        >
          ←
        </Button>
        <SelectField
          label={t('supplierCalendar.month')}
          value={month}
          onChange={(event) => setShown({ year, month: Number(event.target.value) })}
        >
          {monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('supplierCalendar.year')}
          value={year}
          onChange={(event) => setShown({ year: Number(event.target.value), month })}
        >
          {yearOptions(now.getUTCFullYear()).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('supplierCalendar.next')}
          onClick={() => setShown(shiftMonth(year, month, 1))}
        >
          →
        </Button>
      </div>
      <h2 className={styles.heading} aria-live="polite">
        {monthTitle(year, month, locale)}
      </h2>
      <QueryState query={calendar} errorKey="supplierCalendar.loadFailed">
        {(items) => <MonthView year={year} month={month} items={items} locale={locale} />}
      </QueryState>
    </>
  );
}

function MonthView({
  year,
  month,
  items,
  locale,
}: {
  year: number;
  month: number;
  items: CalendarItem[];
  locale: string;
}) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = item.start.slice(0, 10);
    byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  const weekdays = weekdayHeads(locale);

  return (
    <>
      {items.length === 0 && <p className={styles.none}>{t('supplierCalendar.empty')}</p>}
      <div className={styles.weekdays} aria-hidden="true">
        {weekdays.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className={styles.grid}>
        {monthGrid(year, month).map((cell, index) => {
          if (!cell)
            return <li key={`blank-${index}`} className={styles.blank} aria-hidden="true" />;
          const jobs = byDay.get(cell.key) ?? [];
          return (
            <li
              key={cell.key}
              className={jobs.length ? styles.day : `${styles.day} ${styles.free}`}
              data-day={cell.key}
            >
              <span className={styles.dayNumber} aria-hidden="true">
                {cell.day}
              </span>
              <span className={styles.dayName}>{dayTitle(cell.key, locale)}</span>
              {jobs.length > 0 && (
                <ul className={styles.jobs}>
                  {jobs.map((job) => (
                    <li key={job.id} className={styles.job}>
                      <Link to={link('supplierJobWork', { id: job.id })}>
                        {job.job_details.boat_name || job.title}
                      </Link>
                      <span>
                        {t('createRequest.lengthValue', { count: job.job_details.boat_length })}
                      </span>
                      <span>{job.auctioneer.company_name}</span>
                      <strong>{money(job.payment.amount)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
