// The fixed category tree of SPEC.md section 3, used by the 'Vérins' mega-menu and the
// mobile menu. Links point at collections, filtered where a category is a tag.

/** One of the shop's SVG icons (app/components/icons/ShopIcon.tsx), never an emoji. */
export type CategoryIcon = 'gas-spring' | 'bolt' | 'factory' | 'ruler';

export interface Category {
  id: string;
  title: string;
  description?: string;
  url: string;
  icon?: CategoryIcon;
  featured?: boolean;
  children?: Category[];
}

export const CATEGORY_TREE: Category[] = [
  {
    id: 'verins',
    title: 'Vérins',
    description: 'Vérins à gaz, hydrauliques et pneumatiques',
    url: '/verins',
    icon: 'gas-spring',
    featured: true,
    children: [
      {
        id: 'verins-a-gaz',
        title: 'Vérins à gaz',
        url: '/collections/verins-a-gaz',
        children: [
          {id: 'compression', title: 'Vérins de compression', url: '/collections/verins-a-gaz?tag=compression'},
          {id: 'blocables', title: 'Vérins blocables', url: '/collections/verins-a-gaz?tag=blocable'},
          {id: 'traction', title: 'Vérins de traction', url: '/collections/verins-a-gaz?tag=traction'},
          {id: 'inox', title: 'Vérins inox', url: '/collections/verins-inox'},
        ],
      },
      {
        id: 'verins-hydrauliques',
        title: 'Vérins hydrauliques',
        url: '/collections/verins-hydrauliques',
        children: [
          {id: 'amortisseurs', title: 'Amortisseurs hydrauliques', url: '/collections/amortisseurs'},
          {id: 'supports-de-levage', title: 'Supports de levage', url: '/collections/supports-de-levage'},
        ],
      },
      {
        id: 'verins-pneumatiques',
        title: 'Vérins pneumatiques',
        url: '/collections/verins-pneumatiques',
      },
    ],
  },
  {
    id: 'accessoires',
    title: 'Accessoires',
    description: 'Embouts, ferrures et kits de fixation',
    url: '/collections/accessoires',
    icon: 'bolt',
    children: [
      {id: 'embouts', title: 'Embouts et rotules', url: '/collections/accessoires?tag=rotule'},
      {id: 'chapes', title: 'Chapes', url: '/collections/accessoires?tag=chape'},
      {id: 'kits', title: 'Kits de fixation', url: '/collections/accessoires?tag=kit'},
    ],
  },
  {
    id: 'applications',
    title: 'Par application',
    description: 'Trouvez le vérin adapté à votre usage',
    url: '/collections',
    icon: 'factory',
    children: [
      {id: 'mobilier', title: 'Mobilier', url: '/collections/mobilier'},
      {id: 'industrie', title: 'Industrie', url: '/collections/industrie'},
      {id: 'medical', title: 'Médical', url: '/collections/medical'},
      {id: 'marine', title: 'Nautisme', url: '/collections/marine'},
    ],
  },
  {
    id: 'caracteristiques',
    title: 'Par caractéristiques',
    description: 'Diamètre et type de fixation',
    url: '/products',
    icon: 'ruler',
    children: [
      {
        id: 'diametre',
        title: 'Par diamètre',
        url: '/verins',
        children: [
          {id: 'd-15-6', title: 'Corps 15 mm / tige 6 mm', url: '/verins?filter.v.m.specs.size=15%2F6'},
          {id: 'd-18-8', title: 'Corps 18 mm / tige 8 mm', url: '/verins?filter.v.m.specs.size=18%2F8'},
          {id: 'd-22-10', title: 'Corps 22 mm / tige 10 mm', url: '/verins?filter.v.m.specs.size=22%2F10'},
          {id: 'd-28-12', title: 'Corps 28 mm / tige 12 mm', url: '/verins?filter.v.m.specs.size=28%2F12'},
        ],
      },
      {
        id: 'fixation',
        title: 'Par fixation',
        url: '/verins',
        children: [
          {id: 'oeillet', title: 'Œillet', url: '/verins?filter.v.m.specs.fitting_type=%C5%92illet'},
          {id: 'rotule', title: 'Rotule', url: '/verins?filter.v.m.specs.fitting_type=Rotule'},
          {id: 'chape', title: 'Chape', url: '/verins?filter.v.m.specs.fitting_type=Chape'},
        ],
      },
    ],
  },
];

export const MEGA_MENU_STRIP = [
  {title: 'Promotions', url: '/collections/promo'},
  {title: 'Nouveautés', url: '/collections/nouveautes'},
  {title: 'Meilleures ventes', url: '/collections/bestsellers'},
];
