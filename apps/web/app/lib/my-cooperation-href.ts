/** 我的合作, opened on one application when its id is known (a receipt's id is the lead's). */
export function myCooperationHref(id?: number): string {
  return id ? `/personalCenter/myCooperation?id=${id}` : '/personalCenter/myCooperation';
}
