// Messages of IPO subscriptions (issue 17 §1), in both languages.
export const IPO_MESSAGES = {
  ipoNotFound: { en: 'This offering does not exist', zh: '该新股不存在' },
  ipoNotOpen: { en: 'This offering is not open for subscription', zh: '该新股当前不可认购' },
  ipoSubscriptionClosed: {
    en: 'The subscription deadline has passed: the subscription can no longer be changed',
    zh: '认购已截止，不能再修改认购',
  },
  ipoQuantityLots: { en: 'The quantity must be a whole number of lots', zh: '认购数量必须是整手' },
  ipoQuantityRange: {
    en: 'The quantity must be at least one lot and at most the shares offered',
    zh: '认购数量须至少一手且不超过发行数量',
  },
  ipoAlreadySubscribed: {
    en: 'You have already subscribed to this offering: change or withdraw that subscription',
    zh: '您已认购该新股，请修改或撤销原认购',
  },
  ipoSubscriptionNotActive: {
    en: 'This subscription has already been withdrawn or allotted',
    zh: '该认购已撤销或已配售',
  },
  ipoFinancingUnavailable: { en: 'This offering has no financing', zh: '该新股不提供融资认购' },
  ipoSubscribed: { en: 'Subscription placed', zh: '认购成功' },
  ipoSubscriptionChanged: { en: 'Subscription changed', zh: '认购已修改' },
  ipoSubscriptionWithdrawn: {
    en: 'Subscription withdrawn: the frozen funds were released',
    zh: '认购已撤销，冻结资金已解冻',
  },
  ipoSymbolTaken: { en: 'This symbol is already listed or offered', zh: '该代码已上市或已在发行' },
  ipoWindowOrder: {
    en: 'The subscription must open before its deadline, and the listing come after the deadline',
    zh: '认购开始须早于截止时间，上市日须晚于截止时间',
  },
  ipoPriceRange: {
    en: 'The price range is not valid: low at most high, both above zero',
    zh: '价格区间无效：下限不高于上限且均大于零',
  },
  ipoFinalPriceOutsideRange: {
    en: 'The final price must lie within the announced range',
    zh: '最终价格须在公布的区间内',
  },
  ipoFinalPriceRequired: { en: 'Set the final price before the allotment', zh: '配售前请先确定最终价格' },
  ipoFinalPriceAboveFrozen: {
    en: 'The final price cannot rise above the price subscriptions were frozen at',
    zh: '最终价格不能高于认购冻结时的价格',
  },
  ipoProspectusPdf: {
    en: 'The prospectus must be a PDF uploaded as a public file',
    zh: '招股书须为以公开文件上传的PDF',
  },
  ipoAlreadyListed: { en: 'This offering has already listed', zh: '该新股已上市' },
  ipoLocked: {
    en: 'The offering is open or past its deadline: only the final price and the prospectus can change now',
    zh: '该新股已开始认购或已截止，现在只能修改最终价格和招股书',
  },
  ipoAlreadyAllotted: { en: 'The allotment of this offering has already run', zh: '该新股已完成配售' },
  ipoNotAllotted: { en: 'The allotment has not run yet', zh: '尚未配售' },
  ipoAllotmentRun: { en: 'Allotment done', zh: '配售完成' },
  ipoListed: { en: 'Listed: allotted shares are now positions', zh: '已上市，配售股份已转为持仓' },
  ipoSaved: { en: 'Offering saved', zh: '新股已保存' },
} as const;
