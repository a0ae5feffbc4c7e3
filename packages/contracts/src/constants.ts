/** Business constants and limits of SPEC §9. */
export const PRODUCT_NAME = '商铺汇';
export const TITLE_PREFIX = `${PRODUCT_NAME}-`;

export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const CONTACT_MAX = 20;
export const BRAND_NAME_MAX = 180;

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const SUBMIT_THROTTLE_MS = 3000;
export const LOGIN_LOCK_MS = 3000;

export const HTTP_TIMEOUT_MS = 15000;
export const HTTP_RETRIES = 2;

export const COOKIE_DAYS = 7;
export const CITY_COOKIE_DAYS = 180;

/** The 12 fixed top-bar cities, in SPEC order. */
export const TOP_BAR_CITIES = [
  { cityCode: '310000', cityName: '上海' },
  { cityCode: '110000', cityName: '北京' },
  { cityCode: '440100', cityName: '广州' },
  { cityCode: '440300', cityName: '深圳' },
  { cityCode: '120000', cityName: '天津' },
  { cityCode: '330100', cityName: '杭州' },
  { cityCode: '320100', cityName: '南京' },
  { cityCode: '320500', cityName: '苏州' },
  { cityCode: '510100', cityName: '成都' },
  { cityCode: '420100', cityName: '武汉' },
  { cityCode: '500000', cityName: '重庆' },
  { cityCode: '610100', cityName: '西安' },
] as const;
export const DEFAULT_CITY = { cityCode: '110000', cityName: '北京' } as const;

export const BACK_TO_TOP_PX = 600;
export const MESSAGE_BADGE_MAX = 99;
export const SCROLL_ANIMATION_MS = 800;

export const AGREEMENT_PAGE_SIZE = 99;
export const PLAZA_PAGE_SIZE = 1000;

export const PAGE_SIZES = [5, 10, 20, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_BUTTONS_NARROW = 5;
export const PAGER_BUTTONS_WIDE = 7;
export const PAGER_NARROW_BELOW_PX = 992;
export const MAX_PAGE_SIZE = 1000;

export const SLIDER_WIDTH = 340;
export const SLIDER_HEIGHT = 40;

export const BANNER_HEIGHTS = [380, 430, 480, 530, 550] as const;
export const SEARCH_FORM_COLLAPSED_PX = 60;

export const TRACE_ID_LENGTH = 32;
export const SHARE_MINI_CODE_SIZE = 196;
export const PDF_WATERMARK = { width: 300, height: 50 } as const;

export const GRADES = ['L0', 'L1', 'L2', 'L3', 'L4'] as const;
export const GRADE_L0_LABEL = '尚未成为VIP';
export const REPORT_GRADES = ['L3', 'L4'] as const;
export const FALLBACK_SOURCE_TYPE = '2';
export const USER_SOURCE = '2';
export const SELLER_ROLE = 'SH100011';
export const CHANNEL_CODE = 'ch_web';
export const DEFAULT_REGION_ID = '1';

/** Storage keys of SPEC §3, read only on the client. */
export const CookieKey = {
  MOBILE: 'mobile',
  USER_ICON: 'userIcon',
  USER_NAME: 'userName',
  TOKEN: 'token',
  MEMBER_ID: 'memberId',
  USER_ID: 'userId',
  ENC_MOBILE: 'encMobile',
  VIP_GRADE: 'vipGradeCode',
  WIC_TOKEN: 'wicToken',
  USER_ROLE: 'userRole',
  CITY_CODE: 'cityCode',
  BANNER_FLAG: 'bannerFlag',
  /** Kind of the find list last browsed (shop or point), for the server's view of a missing unit. */
  FIND_LIST_KIND: 'findListKind',
} as const;
/**
 * The server's own proof of login: HttpOnly, set and cleared only by the server (decision 029).
 * The page-readable `token` cookie of SPEC §3 holds a marker of it, which
 * authenticates nothing.
 */
export const SESSION_COOKIE = 'shp_session';
/** Every marker starts so: the server never looks one up as a token. */
export const TOKEN_MARKER_PREFIX = 'm.';

export const StorageKey = {
  IS_NOVICE: 'isNovice',
  CHANNEL_RECORD: 'channelRecord',
  SESSION_CITY_CODE: 'sessionCityCode',
  SESSION_CITY_NAME: 'sessionCityName',
  SESSION_CITY_LIST: 'sessionCityList',
  AD_CODE: 'adCode',
  REGION: 'region',
  NO_REGION: 'noRegionChosen',
  AGREEMENT_VERSIONS: 'agreementVersions',
  FIND_SHOP_FROM: 'findShopFrom',
} as const;

/** Query keys that make the whole query the channel record (SPEC §2). */
export const CHANNEL_QUERY_KEYS = ['shareOpenid', 'shareChannel', 'shareId', 'clueUniqueId', 'clueAcId', 'clickId'] as const;

/** China Standard Time: a fixed +08:00, no daylight saving. Times the portal shows or groups by day use it. */
export const CHINA_UTC_OFFSET_MS = 8 * 3600_000;

/**
 * The China calendar day ("YYYY-MM-DD") `days` after the one `now` falls on: the portal's today,
 * the same on the server and in a browser in any zone (a whole day is always 24 h in China).
 */
export const chinaDay = (now: Date = new Date(), days = 0): string =>
  new Date(now.getTime() + CHINA_UTC_OFFSET_MS + days * 86400_000).toISOString().slice(0, 10);
