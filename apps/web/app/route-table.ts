import type { SitemapKind } from '@shp/contracts';

/**
 * Every route of SPEC §2 in one place: path, view module, browser title, frame and access rules.
 * routes.ts builds the router from it; the root layout reads it for titles, frame hiding and login.
 */
export interface RouteEntry {
  /** Path without leading slash; '' is home. Children of a centre are relative to it. */
  path: string;
  /** Module under app/ */
  file: string;
  title?: string;
  /** Child titles picked by query titleCode (or titleQuery), default index 0. */
  childTitles?: string[];
  /** Query key that picks the child title; defaults to titleCode. */
  titleQuery?: string;
  /** Maps a query value to a child-title index when it is not the index itself (e.g. tabcheck 1|2). */
  titleIndexOf?: Record<string, number>;
  /** Header and bottom bar hidden (personal centre, login, conference demo pages, seller centre). */
  hideFrame?: boolean;
  /** Top bar hidden, bottom bar kept. */
  hideTopBar?: boolean;
  /** Returning to the page restores its scroll position and filters. */
  keepAlive?: boolean;
  /** Requires the login token cookie; visitors are sent to /login?redirect=… */
  auth?: boolean;
  /**
   * The member feature the page belongs to, where its title does not name it (a result page of
   * 智能选址): the login page tells a visitor sent here 登录后使用<feature> (default: the title).
   */
  feature?: string;
  /** Public page worth indexing (sitemap, canonical). */
  public?: boolean;
  /**
   * With query `id`, the page of one item of this kind: the sitemap lists `path?id=N` for each
   * public item (decision 019).
   */
  itemKind?: SitemapKind;
  /** A detail page: without a valid `id` it shows only a way back to its list (not indexed, not in the sitemap). */
  needsId?: boolean;
  /** The same page is also served here under another path: canonical links and the sitemap name this one. */
  canonicalPath?: string;
  /** First view is plain markup: the page is not wrapped in antd's provider (decision 009). */
  plain?: boolean;
  description?: string;
  /** Where a page about one item sends the visitor when that item does not exist (its 404 view). */
  listLink?: { to: string; label: string };
  children?: RouteEntry[];
}

export const routeTable: RouteEntry[] = [
  // General
  {
    path: '',
    file: 'routes/home.tsx',
    title: '首页',
    public: true,
    plain: true,
    keepAlive: true,
    description: '商铺汇：全国购物中心、商铺、点位与活动场地招商租赁平台，品牌拓店选址、合作加盟与商户服务一站直达。',
  },
  { path: 'version', file: 'routes/content/site-page.tsx', title: '版本信息' },
  { path: 'resultPage', file: 'routes/find/result-page.tsx', title: '搜索结果', keepAlive: true },
  { path: 'detailsPage', file: 'routes/content/site-page.tsx', title: '详情' },
  {
    path: 'privacy',
    file: 'routes/privacy.tsx',
    title: '隐私政策',
    public: true,
    listLink: { to: '/privacy', label: '查看现行隐私政策' },
    description: '商铺汇隐私政策：我们收集哪些信息、如何使用与保护，以及您对个人信息的权利。',
  },
  { path: 'hzPage', file: 'routes/content/site-page.tsx', title: '合作伙伴' },
  { path: 'businessPage', file: 'routes/content/site-page.tsx', title: '商务合作' },
  { path: 'paymentAgreement', file: 'routes/content/site-page.tsx', title: '支付协议' },
  {
    path: 'serviceAgreement',
    file: 'routes/service-agreement.tsx',
    title: '用户服务协议',
    public: true,
    listLink: { to: '/serviceAgreement', label: '查看现行协议' },
    description: '商铺汇用户服务协议：注册、使用平台找铺找商场、提交需求与购买商户服务的约定。',
  },
  { path: 'assetsLight', file: 'routes/content/site-page.tsx', title: '轻资产运营' },
  { path: 'assetsLight/tool', file: 'routes/content/assets-light-tool.tsx', title: '轻资产工具' },
  { path: 'ecologicalCooperation', file: 'routes/content/site-page.tsx', title: '生态合作' },
  { path: 'collectionDefault', file: 'routes/content/site-page.tsx', title: '收藏' },
  { path: 'areaDemonstration', file: 'routes/content/area-demonstration.tsx', title: '招商大会', hideFrame: true },
  { path: 'areaScreenDemonstration', file: 'routes/content/area-demonstration.tsx', title: '招商大会大屏', hideFrame: true },
  { path: 'maintenance', file: 'routes/maintenance.tsx', title: '系统升级中' },
  // About
  {
    path: 'aboutUs',
    file: 'routes/content/about-us.tsx',
    childTitles: ['关于我们', '平台优势', '联系我们', '合作品牌'],
    titleQuery: 'tabcheck',
    public: true,
    description: '关于商铺汇：平台介绍、平台优势、联系方式与合作品牌。',
  },
  // City
  { path: 'citySCreen', file: 'routes/city-screen.tsx', title: '更多城市', public: true, description: '选择城市：查看全国各城市的商场、铺位与点位。' },
  // Cloud conference
  {
    path: 'cloudIndex',
    file: 'routes/conferences/cloud-index.tsx',
    title: '云招商会',
    public: true,
    description: '云招商会：线上招商推介会，查看会议安排与直播。',
  },
  { path: 'cloudList', file: 'routes/conferences/cloud-list.tsx', title: '云招商会列表', keepAlive: true },
  { path: 'cloudLecture', file: 'routes/conferences/cloud-list.tsx', title: '云讲堂' },
  { path: 'cloudDetail', file: 'routes/conferences/cloud-detail.tsx', title: '云招商会详情', listLink: { to: '/cloudList', label: '去看云招商会' } },
  { path: 'cloudVideo', file: 'routes/conferences/cloud-video.tsx', title: '视频回放', listLink: { to: '/cloudIndex#replays', label: '去看精彩回放' } },
  // Chamber of commerce
  {
    path: 'visitChamberCommerce',
    file: 'routes/chambers/visit-chamber.tsx',
    title: '走进商会',
    public: true,
    description: '走进商会：各地商会与商会活动，结识拓店合作伙伴。',
  },
  { path: 'chamberMore', file: 'routes/chambers/chamber-more.tsx', title: '商会活动', keepAlive: true },
  { path: 'chamberMoreDetils', file: 'routes/chambers/chamber-event.tsx', title: '商会详情', listLink: { to: '/chamberMore', label: '去看商会活动' } },
  { path: 'nanjingChamberMore', file: 'routes/chambers/chamber-city.tsx', title: '南京商会' },
  { path: 'yuxiChamberMore', file: 'routes/chambers/chamber-city.tsx', title: '玉溪商会' },
  { path: 'kashiChamberMore', file: 'routes/chambers/chamber-city.tsx', title: '喀什商会' },
  { path: 'changshaChamberMore', file: 'routes/chambers/chamber-city.tsx', title: '长沙商会' },
  { path: 'detailsLive', file: 'routes/chambers/chamber-event.tsx', title: '直播详情', listLink: { to: '/chamberMore', label: '去看商会活动' } },
  // News
  {
    path: 'consIndex',
    file: 'routes/content/cons-index.tsx',
    childTitles: ['资讯', '广场服务'],
    public: true,
    plain: true,
    keepAlive: true,
    description: '商业地产招商动态、开业速递、选址攻略与广场服务资讯。',
  },
  {
    path: 'brandStory',
    file: 'routes/content/brand-story.tsx',
    title: '品牌故事',
    public: true,
    keepAlive: true,
    description: '品牌故事：连锁品牌的创立、拓店与选址经验。',
  },
  {
    path: 'brandDetails',
    file: 'routes/content/cons-details.tsx',
    title: '品牌故事详情',
    public: true,
    itemKind: 'brandStory',
    needsId: true,
    listLink: { to: '/brandStory', label: '去看品牌故事' },
  },
  {
    path: 'consDetails',
    file: 'routes/content/cons-details.tsx',
    title: '资讯详情',
    public: true,
    itemKind: 'article',
    needsId: true,
    listLink: { to: '/consIndex', label: '去看资讯' },
  },
  { path: 'businessList', file: 'routes/content/business-list.tsx', title: '商业资讯', keepAlive: true },
  // Consultant
  {
    path: 'consultant',
    file: 'routes/consultants/consultant.tsx',
    title: '招商顾问',
    public: true,
    keepAlive: true,
    description: '招商顾问：按城市与擅长领域找顾问，查看评价，一个工作日内回复您的选址需求。',
  },
  {
    path: 'consultantDetail',
    file: 'routes/consultants/consultant-detail.tsx',
    title: '顾问详情',
    public: true,
    itemKind: 'consultant',
    needsId: true,
    listLink: { to: '/consultant', label: '去看招商顾问' },
  },
  { path: 'questionEvaluate', file: 'routes/consultants/question-evaluate.tsx', title: '服务评价', listLink: { to: '/consultant', label: '去看招商顾问' } },
  { path: 'serviceProject', file: 'routes/consultants/service-project.tsx', title: '服务项目' },
  // Cooperation
  {
    path: 'cooperAtions',
    file: 'routes/cooperation/cooperations.tsx',
    childTitles: ['异业合作', '供应商合作', '加盟合作', 'IP合作'],
    titleQuery: 'tabcheck',
    public: true,
    keepAlive: true,
    description: '找合作：异业合作、供应商合作、加盟合作与IP合作项目，在线提交合作意向。',
  },
  { path: 'businessService', file: 'routes/cooperation/programme-kind.tsx', title: '商务服务' },
  { path: 'qzcCooperation', file: 'routes/cooperation/programme-kind.tsx', title: '企业合作' },
  { path: 'sqwtCooperation', file: 'routes/cooperation/programme-kind.tsx', title: '社区委托合作' },
  { path: 'zhsyCooperation', file: 'routes/cooperation/programme-kind.tsx', title: '综合收益合作' },
  {
    path: 'merchantService',
    file: 'routes/merchant-services/merchant-service.tsx',
    title: '商户服务',
    public: true,
    description: '商户服务：店铺装修、商户保险、商户招聘与人事代理，开店所需服务一站购买。',
  },
  { path: 'merchantServices', file: 'routes/merchant-services/merchant-services.tsx', title: '商户服务' },
  {
    path: 'dianpuzhuangxiu',
    file: 'routes/merchant-services/service-page.tsx',
    title: '店铺装修',
    public: true,
    description: '店铺装修：商铺设计与施工服务，查看服务商与价格，在线购买。',
  },
  {
    path: 'shanghubaoxian',
    file: 'routes/merchant-services/service-page.tsx',
    title: '商户保险',
    public: true,
    description: '商户保险：门店经营保险服务，查看服务商与价格，在线购买。',
  },
  {
    path: 'shanghuzhaopin',
    file: 'routes/merchant-services/service-page.tsx',
    title: '商户招聘',
    public: true,
    description: '商户招聘：门店招聘服务，查看服务商与价格，在线购买。',
  },
  {
    path: 'renshidaili',
    file: 'routes/merchant-services/service-page.tsx',
    title: '人事代理',
    public: true,
    description: '人事代理：门店人事外包服务，查看服务商与价格，在线购买。',
  },
  { path: 'cooperationList', file: 'routes/cooperation/cooperation-list.tsx', title: '找活动场地', keepAlive: true },
  {
    path: 'cooperationDetail',
    file: 'routes/cooperation/cooperation-detail.tsx',
    title: '合作详情',
    listLink: { to: '/cooperAtions?tabcheck=0', label: '去找合作' },
  },
  { path: 'decoration', file: 'routes/merchant-services/service-page.tsx', title: '装修服务' },
  {
    path: 'case',
    file: 'routes/content/case.tsx',
    title: '精彩案例',
    public: true,
    itemKind: 'case',
    description: '精彩案例：品牌通过商铺汇完成选址入驻的真实案例。',
    listLink: { to: '/case', label: '看全部案例' },
  },
  { path: 'joinbrand', file: 'routes/franchise/joinbrand.tsx', title: '品牌加盟' },
  {
    path: 'hotInvestment',
    file: 'routes/cooperation/hot-investment.tsx',
    title: '热门招商',
    public: true,
    description: '热门招商：按招商热度排行的购物中心项目。',
  },
  // Find mall
  {
    path: 'product',
    file: 'routes/find/product.tsx',
    title: '找商场',
    public: true,
    plain: true,
    keepAlive: true,
    description: '按城市、区域、业态、开业状态和面积筛选全国购物中心，查看租金、客流与招商联系人。',
  },
  {
    path: 'productDetail',
    file: 'routes/find/mall-detail.tsx',
    title: '商场详情',
    public: true,
    needsId: true,
    canonicalPath: '/shoppingMallDetail',
    listLink: { to: '/product', label: '去找商场' },
  },
  {
    path: 'BrandDetail',
    file: 'routes/find/brand-detail.tsx',
    title: '品牌详情',
    public: true,
    itemKind: 'brand',
    needsId: true,
    listLink: { to: '/product', label: '去找商场' },
  },
  { path: 'pdf', file: 'routes/find/pdf.tsx', title: '招商手册', listLink: { to: '/product', label: '去找商场' } },
  {
    path: 'shoppingMallDetail',
    file: 'routes/find/mall-detail.tsx',
    title: '商场详情',
    public: true,
    itemKind: 'mall',
    needsId: true,
    listLink: { to: '/product', label: '去找商场' },
  },
  { path: 'settledBrandList', file: 'routes/find/settled-brand-list.tsx', title: '入驻品牌', listLink: { to: '/product', label: '去找商场' } },
  { path: 'surroundDetail', file: 'routes/find/surround-detail.tsx', title: '周边配套', listLink: { to: '/product', label: '去找商场' } },
  { path: 'articleDetail', file: 'routes/find/article-detail.tsx', title: '文章详情', listLink: { to: '/product', label: '去找商场' } },
  // Find shop
  {
    path: 'findShopList',
    file: 'routes/find/find-shop-list.tsx',
    childTitles: ['找铺', '找点位'],
    titleIndexOf: { '1': 0, '2': 1 },
    titleQuery: 'tabcheck',
    public: true,
    plain: true,
    keepAlive: true,
    description: '找铺找点位：按区域、业态、面积、楼层、等级和开业状态（在租、已出租）筛选铺位与点位。',
  },
  { path: 'shopRecommended', file: 'routes/find/shop-recommended.tsx', title: '智能选址', auth: true, feature: '智能选址' },
  { path: 'findResultList', file: 'routes/find/find-result-list.tsx', title: '推荐结果', auth: true, feature: '智能选址', keepAlive: true },
  {
    path: 'shopDetail',
    file: 'routes/find/shop-detail.tsx',
    title: '铺位详情',
    public: true,
    plain: true,
    itemKind: 'shop',
    needsId: true,
    listLink: { to: '/findShopList?tabcheck=1', label: '去找铺' },
  },
  {
    path: 'newShopDetails',
    file: 'routes/find/shop-detail.tsx',
    title: '铺位详情',
    public: true,
    needsId: true,
    canonicalPath: '/shopDetail',
    listLink: { to: '/findShopList?tabcheck=1', label: '去找铺' },
  },
  { path: 'noResult', file: 'routes/find/no-result.tsx', title: '暂无匹配结果', auth: true, feature: '智能选址' },
  {
    path: 'compare',
    file: 'routes/find/compare.tsx',
    title: '房源对比',
    public: true,
    description: '房源对比：最多4个铺位、点位或商场并排比较租金、面积、工程条件、客流与距离。',
  },
  // Franchise
  {
    path: 'franchiseBrands',
    file: 'routes/franchise/franchise-brands.tsx',
    childTitles: ['公告', '热门品牌', '品牌列表'],
    public: true,
    keepAlive: true,
    description: '加盟品牌：按投资额筛选加盟品牌，查看加盟条件并在线申请。',
  },
  {
    path: 'joinbrandDetail',
    file: 'routes/franchise/joinbrand-detail.tsx',
    title: '加盟品牌详情',
    public: true,
    itemKind: 'franchise',
    needsId: true,
    listLink: { to: '/franchiseBrands?titleCode=2', label: '去看品牌列表' },
  },
  { path: 'LandingPage', file: 'routes/franchise/landing-page.tsx', title: '品牌加盟' },
  // Space lease
  {
    path: 'spaceList',
    file: 'routes/find/space-list.tsx',
    title: '热门场地',
    public: true,
    keepAlive: true,
    description: '热门场地：购物中心活动场地，查看面积、日租金与客流，在线询价。',
  },
  {
    path: 'spaceDetail',
    file: 'routes/find/space-detail.tsx',
    title: '场地详情',
    public: true,
    itemKind: 'space',
    needsId: true,
    listLink: { to: '/spaceList?tabcheck=2', label: '去找场地' },
  },
  { path: 'spaceError/:type', file: 'routes/find/space-error.tsx', title: '场地' },
  // Storefront: 场地活动服务 sellers offer, bought online
  {
    path: 'storefront',
    file: 'routes/find/storefront.tsx',
    title: '场地活动服务',
    public: true,
    keepAlive: true,
    description: '场地活动服务：活动策划、舞台搭建、音响灯光、礼仪模特与物料制作，按城市、类别和价格挑选，在线下单。',
  },
  { path: 'storefrontDetail', file: 'routes/find/storefront-detail.tsx', title: '服务详情', listLink: { to: '/storefront', label: '去看场地活动服务' } },
  // Login
  { path: 'login', file: 'routes/login.tsx', title: '登录', hideFrame: true },
  { path: 'redirectLogin', file: 'routes/redirect-login.tsx', title: '登录中', hideFrame: true },
  { path: 'pay', file: 'routes/pay/index.tsx', title: '订单支付', auth: true },
  { path: 'pay/sandbox', file: 'routes/pay/sandbox.tsx', title: '支付沙箱', auth: true },
  // Personal centre
  {
    path: 'personalCenter',
    file: 'routes/personal-center.tsx',
    title: '个人中心',
    hideFrame: true,
    auth: true,
    children: [
      { path: '', file: 'routes/personal-center/index.tsx', title: '个人中心', hideFrame: true, auth: true },
      { path: 'operationalData', file: 'routes/personal-center/operational-data.tsx', title: '经营报告', hideFrame: true, auth: true },
      { path: 'myBrand', file: 'routes/personal-center/my-brand.tsx', title: '我的品牌', hideFrame: true, auth: true },
      { path: 'fabu', file: 'routes/personal-center/fabu.tsx', title: '完善品牌信息', hideFrame: true, auth: true },
      { path: 'myCooperation', file: 'routes/personal-center/my-cooperation.tsx', title: '我的合作', hideFrame: true, auth: true },
      { path: 'myReport', file: 'routes/personal-center/my-report.tsx', title: '我的报告', hideFrame: true, auth: true },
      { path: 'makeAppointment', file: 'routes/personal-center/make-appointment.tsx', title: '我的预约', hideFrame: true, auth: true },
      { path: 'myCollection', file: 'routes/personal-center/my-collection.tsx', title: '我的收藏', hideFrame: true, auth: true },
      { path: 'subscriptions', file: 'routes/personal-center/subscriptions.tsx', title: '我的订阅', hideFrame: true, auth: true },
      { path: 'accountSettings', file: 'routes/personal-center/account-settings.tsx', title: '账号设置', hideFrame: true, auth: true },
      { path: 'complaintsReport', file: 'routes/personal-center/complaints-report.tsx', title: '信息纠错', hideFrame: true, auth: true },
      { path: 'newsContractList', file: 'routes/personal-center/news-contract-list.tsx', title: '合同列表', hideFrame: true },
      { path: 'newsContractDetail', file: 'routes/personal-center/news-contract-detail.tsx', title: '合同详情', hideFrame: true, auth: true },
      { path: 'newsContractDetails', file: 'routes/personal-center/news-contract-detail.tsx', title: '合同详情', hideFrame: true, auth: true },
      { path: 'newsPage', file: 'routes/personal-center/news-page.tsx', title: '消息中心', hideFrame: true, auth: true },
      { path: 'proPosal', file: 'routes/personal-center/pro-posal.tsx', title: '投诉建议', hideFrame: true, auth: true },
      { path: 'wshpage', file: 'routes/personal-center/wshpage.tsx', title: '微商户', hideFrame: true, auth: true },
      { path: 'point', file: 'routes/personal-center/point.tsx', title: '会员积分', hideFrame: true, auth: true },
      { path: 'particulars', file: 'routes/personal-center/particulars.tsx', title: '积分明细', hideFrame: true, auth: true },
      { path: 'scorecardShop', file: 'routes/personal-center/scorecard-shop.tsx', title: '积分商城', hideFrame: true, auth: true },
      { path: 'task', file: 'routes/personal-center/task.tsx', title: '积分抽奖', hideFrame: true, auth: true },
      { path: 'coinDetail', file: 'routes/personal-center/coin-detail.tsx', title: '抽奖记录', hideFrame: true, auth: true },
      { path: 'myPrize', file: 'routes/personal-center/my-prize.tsx', title: '我的奖品', hideFrame: true, auth: true },
      { path: 'myOrder', file: 'routes/personal-center/my-order.tsx', title: '我的订单', hideFrame: true, auth: true },
    ],
  },
  // Seller centre
  {
    path: 'sellerCenter',
    file: 'routes/seller-center.tsx',
    title: '商家中心',
    hideFrame: true,
    auth: true,
    children: [
      { path: '', file: 'routes/seller-center/index.tsx', title: '商家中心', hideFrame: true, auth: true },
      { path: 'networkAcessManageList', file: 'routes/seller-center/network-access.tsx', title: '入驻管理', hideFrame: true, auth: true },
      { path: 'withdrawalManagement', file: 'routes/seller-center/withdrawals.tsx', title: '提现管理', hideFrame: true, auth: true },
      { path: 'goods/list', file: 'routes/seller-center/goods-list.tsx', title: '场地活动服务', hideFrame: true, auth: true },
      { path: 'goods/addOrEdit', file: 'routes/seller-center/goods-edit.tsx', title: '编辑商品', hideFrame: true, auth: true },
      { path: 'goods/details', file: 'routes/seller-center/goods-details.tsx', title: '商品详情', hideFrame: true, auth: true },
      { path: 'orderManageList', file: 'routes/seller-center/orders.tsx', title: '订单管理', hideFrame: true, auth: true },
      { path: 'orderDetail', file: 'routes/seller-center/order-detail.tsx', title: '订单详情', hideFrame: true, auth: true },
      { path: 'evaluationManagement', file: 'routes/seller-center/evaluations.tsx', title: '评价管理', hideFrame: true, auth: true },
      { path: 'evaluationDetail', file: 'routes/seller-center/evaluation-detail.tsx', title: '评价详情', hideFrame: true, auth: true },
    ],
  },
  // Operator console (not in SPEC): its own password login, portal frame hidden, never indexed.
  { path: 'admin/login', file: 'routes/admin/login.tsx', title: '运营后台登录', hideFrame: true },
  {
    path: 'admin',
    file: 'routes/admin/layout.tsx',
    title: '运营后台',
    hideFrame: true,
    children: [
      { path: '', file: 'routes/admin/index.tsx', title: '运营后台', hideFrame: true },
      { path: 'leads', file: 'routes/admin/leads.tsx', title: '线索收件箱', hideFrame: true },
      { path: 'chat', file: 'routes/admin/chat.tsx', title: '在线客服', hideFrame: true },
      { path: 'content', file: 'routes/admin/content.tsx', title: '内容管理', hideFrame: true },
      { path: 'members', file: 'routes/admin/members.tsx', title: '会员与角色', hideFrame: true },
      { path: 'audit', file: 'routes/admin/audit.tsx', title: '操作审计', hideFrame: true },
      { path: 'jobs', file: 'routes/admin/jobs.tsx', title: '任务队列', hideFrame: true },
      { path: 'operators', file: 'routes/admin/operators.tsx', title: '运营人员', hideFrame: true },
      { path: 'withdrawals', file: 'routes/admin/withdrawals.tsx', title: '提现审核', hideFrame: true },
      { path: 'trust', file: 'routes/admin/trust.tsx', title: '房源可信', hideFrame: true },
      { path: 'refunds', file: 'routes/admin/refunds.tsx', title: '退款管理', hideFrame: true },
    ],
  },
];

/** Route id of an entry: its full path, so shared view modules stay distinct. */
export const routeId = (fullPath: string) => (fullPath === '' ? 'home' : fullPath);

export interface FlatRoute extends Omit<RouteEntry, 'children'> {
  fullPath: string;
  pattern: RegExp;
}

export const flatRoutes: FlatRoute[] = routeTable.flatMap((r) => {
  const own = { ...r, fullPath: `/${r.path}`, pattern: toPattern(`/${r.path}`) };
  const kids = (r.children ?? []).map((c) => {
    const fullPath = c.path ? `/${r.path}/${c.path}` : `/${r.path}`;
    return { ...c, fullPath, pattern: toPattern(fullPath) };
  });
  return r.children ? kids : [own];
});

function toPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}

export function findRoute(pathname: string): FlatRoute | undefined {
  return flatRoutes.find((r) => r.pattern.test(pathname));
}
