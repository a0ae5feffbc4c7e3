/** Result codes of the call contract (SPEC §7, §8). Success is 10000; the city list answers '200'. */
export const ResultCode = {
  SUCCESS: 10000,
  CITY_LIST_SUCCESS: '200',
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  SUBMIT_ERROR: 501,
  /** Business or validation refusal: the client shows the server's message verbatim. */
  BUSINESS: 502,
  TOO_MANY: 429,
  UNAVAILABLE: 503,
} as const;

/** Client-side texts of the SPEC §8 error catalogue, verbatim. */
export const ErrorText = {
  LOGIN_TIMEOUT: '登录超时，请重新登录',
  NOT_FOUND: '页面展示出问题了，修复中',
  SERVER_ERROR: '系统异常，请稍后重试',
  SUBMIT_ERROR: '提交出问题了，修复中',
  NETWORK: '网络异常，请稍后重试',
  CAPTCHA: '网络异常，请点击重试',
  SMS_FAILED: '获取验证码失败',
  LOGIN_FAILED: '登录失败',
  LEAD_AGAIN_EDIT: '您已经留资过，如有修改，可去个人中心修改',
  LEAD_AGAIN_HANDLING: '您已经留资过，客服已经对接处理，请不要频繁留资',
  LEAD_NETWORK: '提交失败 请稍后再试',
  CITY_NO_MALL: '您所选的城市下暂无商场，系统已自动为您切换为【北京】',
  NO_SELLER_PERMISSION: '您暂无权限，请联系业务对接人开通权限后再使用',
  CHUNK_LOAD: '页面资源加载失败，请刷新重试',
  MAINTENANCE: '系统升级中',
} as const;

/** Server-side messages (ours: SPEC leaves them out). */
export const ServerText = {
  INVALID_INPUT: '请求参数有误',
  UNKNOWN_PATH: '接口不存在',
  NOT_LOGGED_IN: '请先登录',
  NOT_FOUND: '内容不存在或已下架',
  INTERNAL: '系统异常，请稍后重试',
  DB_DOWN: '服务暂时不可用，请稍后重试',
  TOO_MANY: '操作过于频繁，请稍后再试',
  VIP_ONLY: '该功能仅对L3及以上会员开放',
  BODY_TOO_LARGE: '提交内容过大',
  BAD_URL: '请求地址有误',
  BAD_BODY: '提交内容格式有误',
  UNSUPPORTED_TYPE: '不支持的提交内容类型',
  PAGE_NOT_FOUND: '页面不存在',
} as const;
