-- VIP grades and what each grants (docs/decisions/005-member-grades-and-equities.md).
INSERT INTO "member_grades" ("grade_code", "grade_name", "equities", "sort") VALUES
('L0', '普通会员', '', 0),
('L1', '青铜VIP', '专属招商顾问对接,铺位联系方式查看（每月10次）,优先预约看铺', 1),
('L2', '白银VIP', '专属招商顾问对接,铺位联系方式查看（每月30次）,优先预约看铺,招商手册下载', 2),
('L3', '黄金VIP', '专属招商顾问对接,铺位联系方式不限次查看,优先预约看铺,招商手册下载,经营报告', 3),
('L4', '钻石VIP', '专属招商顾问对接,铺位联系方式不限次查看,优先预约看铺,招商手册下载,经营报告,一对一选址服务,招商大会优先席位', 4)
ON CONFLICT ("grade_code") DO NOTHING;
