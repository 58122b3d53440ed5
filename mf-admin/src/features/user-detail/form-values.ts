import type { AdminUserDetail } from '@boatcare/shared-domain';
import type { z } from 'zod';
import type { adminUserUpdate } from '@boatcare/shared-domain/schemas/admin-people';

type UserUpdateBody = z.input<typeof adminUserUpdate>;

/** The edit form holds text; numbers are converted on save. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  service_range: string;
  profile_pic: string;
  language_code: 'en' | 'da';
  currency_code: 'USD' | 'EUR' | 'DKK';
  status: 'active' | 'inactive';
  company_name: string;
  customer_contact: string;
  customer_address: string;
  title: string;
  bio_description: string;
  provider_contact: string;
  provider_address: string;
  latitude: string;
  longitude: string;
  stripeCustomerId: string;
  gate_fee_paid: boolean;
}

export function valuesOf(user: AdminUserDetail): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    service_range: String(user.service_range),
    profile_pic: user.profile_pic,
    language_code: user.language_code,
    currency_code: user.currency_code,
    status: user.status,
    company_name: user.auctioneer?.company_name ?? '',
    customer_contact: user.auctioneer?.contact_number ?? '',
    customer_address: user.auctioneer?.address ?? '',
    title: user.bidder?.title ?? '',
    bio_description: user.bidder?.bio_description ?? '',
    provider_contact: user.bidder?.contact_number ?? '',
    provider_address: user.bidder?.address ?? '',
    latitude: user.bidder ? String(user.bidder.latitude) : '',
    longitude: user.bidder ? String(user.bidder.longitude) : '',
    stripeCustomerId: user.bidder?.stripeCustomerId ?? '',
    gate_fee_paid: user.gate_fee_paid,
  };
}

/** What the server is sent: the customer block for customers, the provider block for providers. */
export function bodyOf(values: UserFormValues, user: AdminUserDetail): UserUpdateBody {
  const body: UserUpdateBody = {
    first_name: values.first_name,
    last_name: values.last_name,
    service_range: Number(values.service_range) || 0,
    profile_pic: values.profile_pic,
    language_code: values.language_code,
    currency_code: values.currency_code,
    status: values.status,
  };
  if (user.user_type === 1) {
    body.auctioneer = {
      company_name: values.company_name,
      contact_number: values.customer_contact,
      address: values.customer_address,
    };
  }
  if (user.user_type === 2) {
    body.gate_fee_paid = values.gate_fee_paid;
    if (user.bidder || values.title) {
      body.bidder = {
        title: values.title,
        bio_description: values.bio_description,
        contact_number: values.provider_contact,
        address: values.provider_address,
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
        stripeCustomerId: values.stripeCustomerId,
      };
    }
  }
  return body;
}
