import { useEffect, useRef } from 'react';
import { App } from 'antd';

/** SPEC §4: asks whether to switch to the geolocated city. */
export function CitySwitchConfirm({
  city,
  onOk,
  onClose,
}: {
  city: { cityCode: string; cityName: string };
  onOk: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  // The dialog is opened once per city asked about; the latest callbacks are used.
  const handlers = useRef({ onOk, onClose });
  handlers.current = { onOk, onClose };
  useEffect(() => {
    const dialog = modal.confirm({
      title: '切换城市',
      content: `定位到您当前在【${city.cityName}】，是否切换到${city.cityName}？`,
      okText: '切换',
      cancelText: '取消',
      centered: true,
      onOk: () => handlers.current.onOk(),
      afterClose: () => handlers.current.onClose(),
    });
    return () => dialog.destroy();
  }, [modal, city.cityCode, city.cityName]);
  return null;
}
