"""Compares BarTheme's render of R1Calibration.yaml with R1 (SOURCES.md): platter and title geometry,
shadow halo, and ΔE2000 of the bar background, the platter and the shadow bands."""
import sys; import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import *
R=load('/tmp/yom-retrieval.png'); O=load(sys.argv[1] if len(sys.argv)>1 else 'out/R1/retrieval.default.topAttached.light.402w@3x.png')
print('ours',O.shape)
H=O.shape[0]
# platter edges along row y=250 and col x=114 in both
def edges_row(A,y,x0,x1):
    r=A[y,x0:x1,0]; return r
for name,A in [('real',R),('ours',O)]:
    r=A[250,:200,0]; c=A[150:H,114,0]
    # left edge: first x where value==max in 40..60 region
    xs=[x for x in range(30,70) if A[250,x,0]>=254.5]; xr=[x for x in range(150,200) if A[250,x,0]>=254.5]
    ys=[y for y in range(170,210) if A[y,114,0]>=254.5]; yb=[y for y in range(290,min(H,330)) if A[y,114,0]>=254.5]
    print(name,'circle x',xs[0] if xs else None, xr[-1] if xr else None,'y',ys[0] if ys else None, yb[-1] if yb else None)
    print(name,'halo row 250 x=0..48 step 6', [int(A[250,x,0]) for x in range(0,48,6)])
    print(name,'halo above col 114 y=150..186 step 6', [int(A[y,114,0]) for y in range(150,187,6)])
    print(name,'below', [int(A[y,114,0]) for y in range(312,min(H,330),3)])
    m=(A.sum(2)<300)
    import numpy as np
    ys_,xs_=np.where(m[186:318,60:170]); print(name,'chevron', ys_.min()+186, ys_.max()+186, xs_.min()+60, xs_.max()+60, 'colour', A[ys_[len(ys_)//2]+186, xs_[len(xs_)//2]+60])
    ys_,xs_=np.where(m[186:318,400:800]); print(name,'title', ys_.min()+186, ys_.max()+186, xs_.min()+400, xs_.max()+400)
# ΔE over the bar band excluding status bar: rows 186..318 (or our height)
y1=min(318,H)
d,mx,a,b=region_de(R,O,186,y1,0,1206); print('band ΔE2000 mean %.2f max %.1f'%(d,mx))
d,mx,a,b=region_de(R,O,186,y1,200,450); print('empty bar background ΔE mean %.2f max %.2f real %s ours %s'%(d,mx,a.round(1),b.round(1)))
d,mx,a,b=region_de(R,O,200,300,55,90); print('platter interior ΔE mean %.2f max %.2f real %s ours %s'%(d,mx,a.round(1),b.round(1)))
d,mx,a,b=region_de(R,O,200,300,0,45); print('shadow band left of circle ΔE mean %.2f max %.2f real %s ours %s'%(d,mx,a.round(1),b.round(1)))
d,mx,a,b=region_de(R,O,150,186,48,180); print('shadow band above circle ΔE mean %.2f max %.2f real %s ours %s'%(d,mx,a.round(1),b.round(1)))
