// Each service's slug and name, in menu order: all the enquiry form's service
// field needs, apart from the rest of services.ts (descriptions, pictures), so
// a form on a partner's page does not carry the service pages' copy.

/** A service as a form names it. */
export interface ServiceName {
  slug: string;
  title: string;
}

/** The six services' slugs and names, in menu order (services.ts adds the rest). */
export const serviceNames = [
  { slug: 'web-app-development', title: 'Web App Development' },
  { slug: 'mobile-app-development', title: 'Mobile App Development' },
  { slug: 'ui-ux', title: 'UI/UX Design' },
  { slug: 'cloud-infrastructure', title: 'Cloud Infrastructure' },
  { slug: 'it-staffing', title: 'IT Staffing' },
  { slug: 'offshore-development', title: 'Offshore Development' },
] as const satisfies readonly ServiceName[];

/** The name of the service with this slug. */
export function serviceName(slug: (typeof serviceNames)[number]['slug']): ServiceName {
  return serviceNames.find((service) => service.slug === slug)!;
}
