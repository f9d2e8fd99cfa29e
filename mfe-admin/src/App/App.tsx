import { Route, Routes } from 'react-router-dom';
import { AdminPage } from '../AdminPage/AdminPage';

export function App() {
  return (
    <div data-testid="remote-admin">
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
