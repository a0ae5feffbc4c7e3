import { Outlet } from 'react-router';
import { AntdProvider } from '../components/AntdProvider';

/** Pathless layout around the pages built with antd: its provider loads with them, not with the root. */
export default function AntdShell() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
