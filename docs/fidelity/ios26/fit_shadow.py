"""Fits a blurred, offset disc (alpha, sigma, offset in pixels at @3x) to R1's shadow halo around the back
button (SOURCES.md). The result is GlassMaterial.light's shadow."""
import numpy as np, sys
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from measure import load
R=load('/tmp/yom-retrieval.png')[...,0]
# real samples: distance outside circle along left (row 250, circle center x=113.5,y=251.5, r=66px)
cx,cy,r=113.5,251.5,66.0
pts=[]
for x in range(0,47,3): pts.append((x,250,R[250,x]))
for y in range(120,185,4): pts.append((114,y,R[y,114]))
for y in range(320,392,4): pts.append((114,y,R[y,114]))
pts=np.array(pts)
# simulate on grid
Y,X=np.mgrid[0:420,0:260]
def sim(sigma,alpha,off):
    disc=((X-cx)**2+(Y-(cy+off))**2<=r*r).astype(float)
    from numpy.fft import fft2, ifft2
    # gaussian blur via FFT
    ky=np.fft.fftfreq(420)[:,None]; kx=np.fft.fftfreq(260)[None,:]
    G=np.exp(-2*(np.pi**2)*(sigma**2)*(kx**2+ky**2))
    b=np.real(ifft2(fft2(disc)*G))
    return 255*(1-alpha*b)
best=None
for sigma in [15, 24, 36, 48, 54, 60, 66]:
  for off in [0, 6, 12, 18, 21, 24, 27, 30, 33]:
    for alpha in [0.04, 0.06, 0.08, 0.09, 0.1, 0.11, 0.12, 0.16]:
      S=sim(sigma,alpha,off)
      err=np.mean([(S[int(y),int(x)]-v)**2 for x,y,v in pts])
      if best is None or err<best[0]: best=(err,sigma,off,alpha)
print(best)
err,sigma,off,alpha=best
S=sim(sigma,alpha,off)
for x,y,v in pts: print(int(x),int(y),int(v),round(S[int(y),int(x)],1))
